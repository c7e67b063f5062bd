import { z } from 'zod';

export const MAX_INT = 2147483647;

/** A row id in a path or query string (text, coerced). */
export const idParam = () => z.coerce.number().int().min(1).max(MAX_INT);

/** A row id in a JSON body. */
export const idValue = () => z.number().int().min(1).max(MAX_INT);
