// Browser-safe: the instructor page's mass e-mail (document 002 §5 "Mass e-mail", §7 sendMassEmail, §8, §9;
// decision 0228). The form is multipart: repeated `email`, `subject`, `body` and the attachments as `files`.
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 002 §9: all attachments together at most 10 MB minus 25 kB. */
export const MASS_EMAIL_MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024 - 25 * 1024;
/** Far above a classroom; keeps one send within what the outbox handles at once. */
export const MASS_EMAIL_MAX_RECIPIENTS = 200;
export const MASS_EMAIL_MAX_FILES = 20;

/** Document 002 §5: an added address is trimmed and lower-cased; the list has each address once, in the order added. */
export const normalizeRecipients = (addresses: readonly string[]): string[] => [
  ...new Set(addresses.map((address) => address.trim().toLowerCase()).filter((address) => address !== '')),
];

export const massEmailFieldsSchema = z.object({
  email: z
    .array(z.string())
    .transform(normalizeRecipients)
    .pipe(z.array(z.email()).min(1, 'classroom-management.instructor.email-modal.norecipients').max(MASS_EMAIL_MAX_RECIPIENTS)),
  subject: z.string().trim().min(1, 'validation.required').max(500),
  body: z.string().trim().min(1, 'validation.required').max(50_000),
});
export type MassEmailFields = z.input<typeof massEmailFieldsSchema>;

export const massEmailParamsSchema = z.object({ instanceUUID: z.uuid() });

export const instructorMassEmailEndpoints = {
  send: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/web/data/instructors/classroom-management/:instanceUUID/sendMassEmail',
    access: { roles: COURSE_RUNNERS },
    params: massEmailParamsSchema,
    /** The recipients the e-mail was queued for, one message each. */
    response: z.object({ sent: z.number().int() }),
  }),
};
