// Browser-safe: zod schemas and types only.
import { siteStoreSchema } from '@atrium/core-contract';
import { z } from 'zod';

export const courseProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultDiplomaTemplateId: z.number().int().nullable(),
});
export type CourseProvider = z.infer<typeof courseProviderSchema>;

export const diplomaTemplateSchema = z.object({ id: z.number().int(), name: z.string() });
export type DiplomaTemplate = z.infer<typeof diplomaTemplateSchema>;

export const providerParamsSchema = z.object({ providerId: z.coerce.number().int().min(1).max(2147483647) });

export const responsibleUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type ResponsibleUser = z.infer<typeof responsibleUserSchema>;

export const currentStoreSchema = siteStoreSchema;

/** GET data/ecourses: e-courses whose name holds q (or whose id is q), at most ECOURSE_SEARCH_LIMIT. */
export const ECOURSE_SEARCH_LIMIT = 50;
export const ecoursesQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const ecourseSchema = z.object({ id: z.number().int(), name: z.string() });

export const COMMENT_TYPES = ['note'] as const;
export const commentTypeSchema = z.enum(COMMENT_TYPES);
export const commentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647), type: commentTypeSchema });
export const newCommentSchema = z.object({ text: z.string().trim().min(1).max(10000) });
export const courseCommentSchema = z.object({
  id: z.number().int(),
  type: commentTypeSchema,
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type CourseComment = z.infer<typeof courseCommentSchema>;
