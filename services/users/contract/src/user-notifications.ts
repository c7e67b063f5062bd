// Browser-safe: the single-user administration's notifications tab (document 002 §2 "notifications: e-mails and sms
// sent to the user"; §3 "e-mails and sms sent", field lists not shown; decision 0207).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { userIdParamsSchema } from './atrium-user-search';

/** The newest e-mails shown; older ones stay in the outboxes. */
export const NOTIFICATIONS_LIMIT = 200;

export const sentEmailSchema = z.object({
  /** The area whose outbox holds it (users, elearning, classroom, company, reports, …). */
  area: z.string(),
  id: z.number().int(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const userNotificationsSchema = z.object({
  emails: z.array(sentEmailSchema),
  /** The addresses searched: the person's e-mail and the work e-mails of their contexts. */
  addresses: z.array(z.string()),
  /** More than NOTIFICATIONS_LIMIT matched; only the newest are listed. */
  limited: z.boolean(),
});
export type UserNotifications = z.infer<typeof userNotificationsSchema>;

export const userNotificationEndpoints = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/atriumusersearch/user/:userId/notifications',
    access: { roles: PLATFORM_ADMINS },
    params: userIdParamsSchema,
    response: userNotificationsSchema,
  }),
};
