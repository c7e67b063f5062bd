// Browser-safe: zod schemas, types and the endpoints of a course's prices.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';
// Own enum (the same values as the list's currencySchema): importing the index here would be circular.
const currencySchema = z.enum(['NOK', 'SEK', 'EUR']);
export const CURRENCIES = currencySchema.options;

export const newCoursePriceSchema = z
  .object({
    /** Minor units: the entered amount times 100. */
    value: z.number().int().min(0).max(100_000_000_00),
    currency: currencySchema,
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
  })
  .refine((price) => price.fromDate <= price.toDate, { message: 'courses.classroom.invalid.priceDates', path: ['toDate'] });
export type NewCoursePrice = z.infer<typeof newCoursePriceSchema>;

export const storedCoursePriceSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  currency: currencySchema,
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type StoredCoursePrice = z.infer<typeof storedCoursePriceSchema>;

export const coursePriceParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  priceId: z.coerce.number().int().min(1).max(2147483647),
});

/** Valid now: today lies between fromDate and toDate, both included. `today` is an ISO date. */
export function isPriceValidNow(price: Pick<StoredCoursePrice, 'fromDate' | 'toDate'>, today: string): boolean {
  return price.fromDate <= today && today <= price.toDate;
}

/** Deletable only while its end date is not yet past (the service enforces the same). */
export function isPriceDeletable(price: Pick<StoredCoursePrice, 'toDate'>, today: string): boolean {
  return price.toDate >= today;
}

/** The calls of the prices tab (document 000 §7); a price is deleted only while its end date is ahead. */
export const coursePriceEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/clcourses/:id/prices',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    response: z.array(storedCoursePriceSchema),
  }),
  add: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/clcourses/:id/prices',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    body: newCoursePriceSchema,
    response: storedCoursePriceSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    area: 'classroom',
    method: 'DELETE',
    path: '/data/clcourses/:id/prices/:priceId',
    access: { roles: COURSE_ADMINS },
    params: coursePriceParamsSchema,
  }),
};
