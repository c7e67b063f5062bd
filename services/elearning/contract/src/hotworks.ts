import { booleanish, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

// A flag filter is only applied when true: an unticked box means "do not filter", never "only false".
const flagFilter = () => booleanish().optional();
const isoDate = z.iso.date();

/** GET data/hotworks/list (document 001 §2, §7). Month is 1-based, as in the query string of /hotworks. */
export const hotworksListQuerySchema = z.object({
  sentFire: flagFilter(),
  sentCustomer: flagFilter(),
  notCompleted: flagFilter(),
  completed: flagFilter(),
  year: z.coerce.number().int().min(1900).max(9999).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  name: z.string().trim().max(200).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  notRegisteredFireDrill: flagFilter(),
});
export type HotworksListQuery = z.input<typeof hotworksListQuerySchema>;
export type HotworksListFilter = z.output<typeof hotworksListQuerySchema>;

/** Document 001 §3 names the administrator's fields; the rest describe whom and what course it is for. */
export const hotworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerId: z.number().int().nullable(),
  courseDate: isoDate,
  certificateNumber: z.string().nullable(),
  receivedProofOfFireDrill: z.boolean(),
  fireDrillDate: isoDate.nullable(),
  comments: z.string().nullable(),
  sentToCustomer: z.boolean(),
  sentFire: z.boolean(),
  completed: z.boolean(),
});
export type Hotwork = z.infer<typeof hotworkSchema>;
export const hotworksListResponseSchema = z.array(hotworkSchema);

export const hotworkIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** PUT data/hotworks/{id}: exactly the fields document 001 §7 lists. */
export const hotworkUpdateBodySchema = z.object({
  id: z.number().int().positive(),
  certificateNumber: z.string().trim().max(100).nullable(),
  receivedProofOfFireDrill: z.boolean(),
  fireDrillDate: isoDate.nullable(),
  comments: z.string().max(4000).nullable(),
  sentToCustomer: z.boolean(),
});
export type HotworkUpdate = z.infer<typeof hotworkUpdateBodySchema>;

/** Document 001 §9: the name filter waits this long after the last keystroke. */
export const HOTWORKS_NAME_DEBOUNCE_MS = 2000;
/** Document 001 §9: the year list holds this many years, the current one first. */
export const HOTWORKS_YEAR_COUNT = 6;

/** Hot-works certificates (document 001 §7): the list with its filters, one record, and saving one. */
export const hotworkEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/hotworks/list',
    access: { roles: PLATFORM_ADMINS },
    query: hotworksListQuerySchema,
    response: hotworksListResponseSchema,
  }),
  get: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/hotworks/:id',
    access: { roles: PLATFORM_ADMINS },
    params: hotworkIdParamsSchema,
    response: hotworkSchema,
  }),
  update: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/hotworks/:id',
    access: { roles: PLATFORM_ADMINS },
    params: hotworkIdParamsSchema,
    body: hotworkUpdateBodySchema,
    response: hotworkSchema,
  }),
};
