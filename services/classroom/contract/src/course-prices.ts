// Browser-safe: zod schemas and types only.
import { z } from 'zod';
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
