// Browser-safe: the contractor portal of document 001 (§2 "/copnologin", "/conoco-phillips", §3, §4, §5, §8;
// decision 0220). A portal is configuration: its name, its oil company, the contact e-mail domains and its courses.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { localeSchema } from './locale';

/** The portal the document's two routes show (/copnologin, /conoco-phillips). */
export const DEFAULT_CONTRACTOR_PORTAL = 'conoco-phillips';

/** Document 001 §5: a registration e-mail containing one of these is a free-mail address and refused. */
export const FREE_MAIL_MARKERS = ['gmail', 'hotmail', 'outlook'] as const;

/** How many registrations one address may try per hour (the form is public: decision 0220). */
export const CONTRACTOR_REGISTRATIONS_PER_HOUR = 10;

/** Refusals a person reads (message keys). */
export const CONTRACTOR_ERRORS = {
  /** Document 001 §5, §8: 'Not a avalid ConocoPhillips contact person email address.' with the portal's name. */
  contactEmail: 'contractor.registration.contactEmail.invalid',
  freeMail: 'contractor.registration.email.freeMail',
  emailTaken: 'contractor.registration.emailTaken',
  throttled: 'contractor.registration.throttled',
  unknownContractor: 'contractor.registration.unknownContractor',
  portalNotFound: 'contractor.portal.notFound',
  unknownCourse: 'contractor.portal.unknownCourse',
  unknownCustomer: 'contractor.portal.unknownCustomer',
  unknownParent: 'contractor.portal.unknownParent',
  domain: 'contractor.portal.domain.invalid',
} as const;

/** The part after the last @, lower case. */
export const emailDomainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** Document 001 §5: the contact e-mail ends in one of the portal's domains (a subdomain of one counts too). */
export function isAllowedContactEmail(email: string, domains: readonly string[]): boolean {
  const domain = emailDomainOf(email);
  return email.includes('@') && domains.some((allowed) => domain === allowed.toLowerCase() || domain.endsWith(`.${allowed.toLowerCase()}`));
}

/** Document 001 §5: flagged when the address contains a free-mail provider's marker. */
export const hasFreeMailMarker = (email: string) => FREE_MAIL_MARKERS.some((marker) => email.toLowerCase().includes(marker));

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.length.max');
const emailField = requiredText(254).pipe(z.email('validation.email'));

export const contractorPortalParamsSchema = z.object({
  portal: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

export const contractorCompanySchema = z.object({ customerId: z.number().int(), name: z.string() });
export type ContractorCompany = z.infer<typeof contractorCompanySchema>;
/** Document 001 §3 "Contractor: name, customers (id, name), subContractors". */
export const contractorSchema = contractorCompanySchema.extend({ subContractors: z.array(contractorCompanySchema) });
export type Contractor = z.infer<typeof contractorSchema>;

/** What the public form needs: the portal's name, the domains it accepts and the companies one can register with. */
export const contractorPortalSchema = z.object({
  slug: z.string(),
  name: z.string(),
  contactDomains: z.array(z.string()),
  contractors: z.array(contractorSchema),
});
export type ContractorPortal = z.infer<typeof contractorPortalSchema>;

/** Document 001 §3 "Contractor registration form": locale, currentlyOffshore, the contact e-mail, email, and the person. */
export const contractorRegistrationSchema = z.object({
  locale: localeSchema,
  currentlyOffshore: z.boolean({ error: 'validation.required' }),
  /** The oil company's administrator the contractor works with; its domain is checked against the portal's. */
  contactEmail: emailField,
  email: emailField.refine((email) => !hasFreeMailMarker(email), CONTRACTOR_ERRORS.freeMail),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: z.string().trim().max(40, 'validation.length.max').optional(),
  /** The contractor or sub-contractor company the person works for. */
  customerId: z.number({ error: 'validation.required' }).int().min(1, 'validation.required').max(2_147_483_647, 'validation.number.max'),
});
export type ContractorRegistration = z.input<typeof contractorRegistrationSchema>;
export const contractorRegisteredSchema = z.object({ courses: z.number().int() });
export type ContractorRegistered = z.infer<typeof contractorRegisteredSchema>;

export const portalCourseSchema = z.object({ ecourseId: z.number().int(), name: z.string() });
export type PortalCourse = z.infer<typeof portalCourseSchema>;

const rowId = z.number({ error: 'validation.required' }).int().min(1, 'validation.required').max(2_147_483_647, 'validation.number.max');
export const portalCourseBodySchema = z.object({ ecourseId: rowId });
export const portalCourseParamsSchema = contractorPortalParamsSchema.extend({
  ecourseId: z.coerce.number().int().min(1).max(2_147_483_647, 'validation.number.max'),
});
/** A sub-contractor names its contractor as parent; a contractor has none. */
export const portalContractorBodySchema = z.object({
  customerId: rowId,
  parentCustomerId: z.number().int().min(1).max(2_147_483_647, 'validation.number.max').nullable().default(null),
});
export type PortalContractorBody = z.input<typeof portalContractorBodySchema>;
export const portalContractorParamsSchema = contractorPortalParamsSchema.extend({
  customerId: z.coerce.number().int().min(1).max(2_147_483_647, 'validation.number.max'),
});
/** How many registered people got the course just added. */
export const portalCourseAddedSchema = z.object({ granted: z.number().int() });

/** A contact e-mail domain: host name labels, at least two (`conocophillips.com`). */
const contactDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.length.max')
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/, CONTRACTOR_ERRORS.domain);

/** A portal's settings (decision 0220): its name in the texts, the oil company it belongs to, the contact domains. */
export const portalSettingsSchema = z.object({
  name: requiredText(100),
  ownerCustomerId: rowId,
  contactDomains: z.array(contactDomainSchema).min(1, 'validation.required').max(20, 'validation.length.max'),
});
export type PortalSettings = z.input<typeof portalSettingsSchema>;

/** A portal in the list of portals: its settings as stored (without the test domains) and what it holds. */
export const portalSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  ownerCustomerId: z.number().int(),
  ownerCustomerName: z.string().nullable(),
  contactDomains: z.array(z.string()),
  courses: z.number().int(),
  contractors: z.number().int(),
  registrations: z.number().int(),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;
export const portalListSchema = z.object({ portals: z.array(portalSummarySchema) });
/** The administration screen's portal: what the form shows, its courses and, as stored, its settings. */
export const contractorPortalAdminSchema = contractorPortalSchema.extend({
  courses: z.array(portalCourseSchema),
  /** E-courses that may be added. */
  courseChoices: z.array(portalCourseSchema),
  registrations: z.number().int(),
  settings: portalSummarySchema,
});
export type ContractorPortalAdmin = z.infer<typeof contractorPortalAdminSchema>;

const admins = { area: 'users', access: { roles: COURSE_ADMINS } } as const;
const PORTAL = '/data/contractor-portal/:portal';

/** Document 001 §7 "Contractor portal": registration, contractors, customers, add and remove courses (paths not shown). */
export const contractorPortalEndpoints = {
  portal: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: PORTAL,
    access: 'public',
    params: contractorPortalParamsSchema,
    response: contractorPortalSchema,
  }),
  register: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${PORTAL}/register`,
    access: 'public',
    params: contractorPortalParamsSchema,
    body: contractorRegistrationSchema,
    response: contractorRegisteredSchema,
  }),
  admin: defineEndpoint({
    ...admins,
    method: 'GET',
    path: `${PORTAL}/admin`,
    params: contractorPortalParamsSchema,
    response: contractorPortalAdminSchema,
  }),
  addCourse: defineEndpoint({
    ...admins,
    method: 'POST',
    path: `${PORTAL}/courses`,
    params: contractorPortalParamsSchema,
    body: portalCourseBodySchema,
    response: portalCourseAddedSchema,
  }),
  removeCourse: defineEndpoint({ ...admins, method: 'DELETE', path: `${PORTAL}/courses/:ecourseId`, params: portalCourseParamsSchema }),
  addContractor: defineEndpoint({
    ...admins,
    method: 'POST',
    path: `${PORTAL}/contractors`,
    params: contractorPortalParamsSchema,
    body: portalContractorBodySchema,
  }),
  list: defineEndpoint({ ...admins, method: 'GET', path: '/data/contractor-portals', response: portalListSchema }),
  /** Creates the portal of the slug, or changes its settings: the same call, safe to repeat. */
  saveSettings: defineEndpoint({
    ...admins,
    method: 'PUT',
    path: `${PORTAL}/settings`,
    params: contractorPortalParamsSchema,
    body: portalSettingsSchema,
    response: portalSummarySchema,
  }),
  removeContractor: defineEndpoint({
    ...admins,
    method: 'DELETE',
    path: `${PORTAL}/contractors/:customerId`,
    params: portalContractorParamsSchema,
  }),
};
