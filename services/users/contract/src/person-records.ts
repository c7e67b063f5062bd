// Browser-safe: the records the users area keeps about a person beside their account (document 002 §2 consent, notes,
// safetycards; §3 "Other user-admin records"; §7 consent/{userId}, consentupdate/{consentId}/{userUuid},
// addconsent/{userUuid}/{type}, data/users/get/sercuritycard/{userId}; document 003 §7 comments; decision 0136).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** The consent types, in the order offered; the add dialog proposes the first (document 002 §7). */
export const CONSENT_TYPES = ['PERSONAL_DATA', 'NEWSLETTER', 'PHOTO'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
/** The comment type of notes about a person (document 003 §3 "Comment": commentType, typeId = the user's id). */
export const USER_COMMENT_TYPE = 'USER';
export const NOTE_MAX_LENGTH = 4000;
export const CONSENT_EXISTS = 'consent.exists';
export const SECURITY_CARD_EXISTS = 'securitycard.exists';

const id = z.coerce.number().int().positive().max(2147483647);
const required = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.length.max');

export const consentSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONSENT_TYPES),
  given: z.boolean(),
  givenAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Consent = z.infer<typeof consentSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  commentType: z.literal(USER_COMMENT_TYPE),
  typeId: z.number().int(),
  author: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const securityCardSchema = z.object({
  id: z.number().int(),
  cardType: z.string(),
  cardNumber: z.string(),
  issuedOn: z.iso.date().nullable(),
  expiresOn: z.iso.date().nullable(),
});
export type SecurityCard = z.infer<typeof securityCardSchema>;

export const securityCardBodySchema = z
  .object({
    userId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
    cardType: required(100),
    cardNumber: required(100),
    issuedOn: z.iso.date().nullable().default(null),
    expiresOn: z.iso.date().nullable().default(null),
  })
  .refine((card) => !card.issuedOn || !card.expiresOn || card.expiresOn >= card.issuedOn, {
    path: ['expiresOn'],
    message: 'validation.date.beforeStart',
  });
export type SecurityCardBody = z.input<typeof securityCardBodySchema>;

export const noteBodySchema = z.object({
  text: required(NOTE_MAX_LENGTH),
  commentType: z.literal(USER_COMMENT_TYPE),
  typeId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
});
export type NoteBody = z.input<typeof noteBodySchema>;

const base = '/data/atriumusersearch';

export const personRecordEndpoints = {
  consents: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: `${base}/consent/:userId`,
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userId: id }),
    response: z.array(consentSchema),
  }),
  /** Document 002 §7 shows GET; a change is a POST here (a GET must not change anything). Answers the consent. */
  addConsent: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/addconsent/:userUuid/:type`,
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userUuid: z.uuid(), type: z.enum(CONSENT_TYPES) }),
    response: consentSchema,
  }),
  /** Given or withdrawn (document 002 §2 "update"). */
  updateConsent: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: `${base}/consentupdate/:consentId/:userUuid`,
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ consentId: id, userUuid: z.uuid() }),
    body: z.object({ given: z.boolean() }),
    response: consentSchema,
  }),
  notes: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/comments',
    access: { roles: PLATFORM_ADMINS },
    query: z.object({ commentType: z.literal(USER_COMMENT_TYPE), typeId: id }),
    response: z.array(noteSchema),
  }),
  addNote: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/comments',
    access: { roles: PLATFORM_ADMINS },
    body: noteBodySchema,
    response: noteSchema,
  }),
  /** Document 003 §7: delete comments by a list of ids. */
  deleteNotes: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/comments/delete',
    access: { roles: PLATFORM_ADMINS },
    body: z.object({ ids: z.array(z.number().int().positive().max(2147483647)).min(1).max(500) }),
  }),
  securityCards: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/users/get/sercuritycard/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userId: id }),
    response: z.array(securityCardSchema),
  }),
  addSecurityCard: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/users/sercuritycard',
    access: { roles: PLATFORM_ADMINS },
    body: securityCardBodySchema,
    response: securityCardSchema,
  }),
  deleteSecurityCard: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: '/data/users/sercuritycard/:cardId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ cardId: id }),
  }),
};
