import { z } from 'zod';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]).transform((value) => (Array.isArray(value) ? value : [value]));

export const mailMessageSchema = z.object({
  to: recipients,
  cc: z.array(z.email()).max(50).optional(),
  subject: z.string().trim().min(1).max(500),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).optional(),
});
/** What a caller hands to queueMail: one address or a list in `to`. */
export type MailMessage = z.input<typeof mailMessageSchema>;
