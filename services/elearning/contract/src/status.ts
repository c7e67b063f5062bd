import { z } from 'zod';

export const elearningStatusSchema = z.object({ area: z.literal('elearning'), ready: z.literal(true) });
export type ElearningStatus = z.infer<typeof elearningStatusSchema>;
