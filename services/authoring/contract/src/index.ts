// Browser-safe: zod schemas and types only.
import { z } from 'zod';

export const authoringStatusSchema = z.object({ area: z.literal('authoring'), ready: z.literal(true) });
export type AuthoringStatus = z.infer<typeof authoringStatusSchema>;
