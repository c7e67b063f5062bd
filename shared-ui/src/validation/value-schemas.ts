import { z } from 'zod';
import { parseDateInput } from '../components/date-input';

// The shapes the rule library accepts, as zod schemas: a value passes a rule when it parses.

// Norwegian and Swedish users write a decimal comma.
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/** A number, or a text that reads as one (forms hold text). */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(NUMBER_TEXT)
    .transform((text) => Number(text.replace(',', '.'))),
]);

const identifier = z.union([z.number(), z.string().min(1)]);

export const present = z.union([
  z.string().min(1),
  z.number(),
  z.boolean(),
  z.looseObject({ id: identifier }),
  z.looseObject({ key: identifier }),
]);

export const email = z.email();

// Document 001 §9: medium strength is at least 8 characters of lower case, upper case and digits.
export const mediumPassword = z
  .string()
  .min(8)
  .regex(/[a-z]/)
  .regex(/[A-Z]/)
  .regex(/\d/)
  .regex(/^[a-zA-Z\d]+$/);

export const nonEmptyCollection = z.union([
  z.array(z.unknown()).min(1),
  z.set(z.unknown()).min(1),
  z.map(z.unknown(), z.unknown()).min(1),
  z.record(z.string(), z.unknown()).refine((record) => Object.keys(record).length > 0),
]);

/** Items with an id or key are the same item when those match; anything else when it is the same value. */
function identityOf(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const { id, key } = item as { id?: unknown; key?: unknown };
  return id ?? key ?? item;
}

export const uniqueItems = z.union([
  z.set(z.unknown()),
  z.array(z.unknown()).refine((items) => new Set(items.map(identityOf)).size === items.length),
]);

export const dateTime = z.union([z.date(), z.iso.datetime({ local: true, offset: true })]);

// The date picker's own reading, so the rule accepts exactly what a date field accepts.
export const localDate = z.string().refine((text) => parseDateInput(text) !== null);

export const nonEmptyString = z.string().trim().min(1);

export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);

export const digits = z.union([z.string().regex(/^\d+$/), z.int().min(0)]);
