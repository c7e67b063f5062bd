// Browser-safe: the company's competence search and report (document 001 §7 "Company area": competencesearch, competence/report).
import { booleanish, CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { courseTypeSchema } from './license-report';

export const COMPETENCE_ORDERS = ['name', 'course', 'completed', 'expires'] as const;
export type CompetenceOrder = (typeof COMPETENCE_ORDERS)[number];
/** Document 001 §9: lists page by 20. */
export const COMPETENCE_PAGE_SIZE = 20;

const filters = {
  /** Part of the person's name or e-mail, the course's name or the customer's competence id. */
  query: z.string().trim().max(200).optional(),
  /** Only the people of this department of the company. */
  departmentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  orderBy: z.enum(COMPETENCE_ORDERS).default('name'),
  reverse: booleanish().default(false),
};

/** POST data/my-company/competencesearch {query, departmentId, orderBy, reverse, offset, prpage}. */
export const competenceSearchSchema = z.object({
  ...filters,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  prpage: z.coerce.number().int().min(1).max(100).default(COMPETENCE_PAGE_SIZE),
});
export type CompetenceSearch = z.input<typeof competenceSearchSchema>;

/** GET data/my-company/competence/report: the same filters and order; the file holds every row, not one page. */
export const competenceReportQuerySchema = z.object(filters);
export type CompetenceReportQuery = z.input<typeof competenceReportQuerySchema>;

/**
 * One competence of one person: the latest passed e-learning license or classroom participation of a course, the
 * customer's competence id for that course (external course ids), when it was gained and until when it holds.
 */
export const competenceRowSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  courseType: courseTypeSchema,
  courseId: z.number().int(),
  courseTitle: z.string(),
  competenceId: z.string().nullable(),
  completed: z.iso.date(),
  expires: z.iso.date().nullable(),
  /** No expiry, or one not yet passed. */
  valid: z.boolean(),
});
export type CompetenceRow = z.infer<typeof competenceRowSchema>;

export const competencePageSchema = z.object({ items: z.array(competenceRowSchema), total: z.number().int() });
export type CompetencePage = z.infer<typeof competencePageSchema>;

export const competenceEndpoints = {
  search: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/competencesearch',
    access: { roles: CUSTOMER_ADMINS },
    body: competenceSearchSchema,
    response: competencePageSchema,
  }),
  /** An Excel file (its handler streams it). */
  report: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company/competence/report',
    access: { roles: CUSTOMER_ADMINS },
    query: competenceReportQuerySchema,
  }),
};
