// Browser-safe: the user mass import (document 003 §2 "/user-mass-import", §3 "Mass-imported user row", "Duplicate
// info", §5, §7 "Mass import"; issue 18; decision 0216).
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { localeSchema } from './locale';

/** Decision 0216: one import holds at most this many people (the benchmark's size). */
export const MASS_IMPORT_MAX_ROWS = 10_000;
export const MASS_IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Document 003 §5: a row added by hand carries a placeholder e-mail, to be replaced before registering. */
export const MASS_IMPORT_PLACEHOLDER_DOMAIN = 'placeholder.invalid';
export const placeholderEmail = (index: number) => `new.person.${index + 1}@${MASS_IMPORT_PLACEHOLDER_DOMAIN}`;
export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith(`@${MASS_IMPORT_PLACEHOLDER_DOMAIN}`);

/**
 * The duplicate score (decision 0216): each signal adds its weight; a person scoring at least DUPLICATE_MIN_SCORE
 * is shown as a possible duplicate with the signals that matched. The same e-mail is certain on its own; a name
 * counts by its trigram similarity (pg_trgm) from NAME_SIMILARITY_MIN, weighted, so the same name alone is enough
 * and a near name needs one more signal.
 */
export const DUPLICATE_WEIGHTS = { email: 1, name: 0.6, birthdate: 0.3, employeeNumber: 0.5, phone: 0.5 } as const;
export const DUPLICATE_MIN_SCORE = 0.5;
export const NAME_SIMILARITY_MIN = 0.5;

/** Message keys of refusals a person reads. */
export const MASS_IMPORT_UNRESOLVED = 'userMassImport.error.unresolvedDuplicates';
export const MASS_IMPORT_NOT_ENOUGH_SEATS = 'userMassImport.error.notEnoughSeats';
export const MASS_IMPORT_UNKNOWN_COURSE = 'userMassImport.error.unknownCourse';
export const MASS_IMPORT_EMAIL_TAKEN = 'userMassImport.error.emailTaken';
export const MASS_IMPORT_EMAIL_TWICE = 'userMassImport.error.emailTwice';
export const MASS_IMPORT_PLACEHOLDER = 'userMassImport.error.placeholderEmail';
export const MASS_IMPORT_CUSTOMER_CLOSED = 'userMassImport.error.customerClosed';
export const MASS_IMPORT_FILE_TYPE = 'userMassImport.error.fileType';
export const MASS_IMPORT_FILE_UNREADABLE = 'userMassImport.error.fileUnreadable';
export const MASS_IMPORT_TOO_MANY_ROWS = 'userMassImport.error.tooManyRows';
export const MASS_IMPORT_ACCOUNTS_USED = 'userMassImport.error.accountsUsed';
export const MASS_IMPORT_NOT_UNDOABLE = 'userMassImport.error.notUndoable';
export const MASS_IMPORT_BAD_DATE = 'userMassImport.error.birthdate';

/** The spreadsheet's columns, in the template's order; a header matches its field name or its label in any locale. */
export const MASS_IMPORT_COLUMNS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'birthdate',
  'employeeNumber',
  'title',
  'departmentName',
  'locale',
] as const;
export type MassImportColumn = (typeof MASS_IMPORT_COLUMNS)[number];

/** The column headers of the template and the parser, per locale (the template is written in the page's locale). */
export const MASS_IMPORT_COLUMN_LABELS: Record<'en_US' | 'nb_NO' | 'sv_SE', Record<MassImportColumn, string>> = {
  en_US: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Mobile phone',
    birthdate: 'Date of birth',
    employeeNumber: 'Employee number',
    title: 'Job title',
    departmentName: 'Department',
    locale: 'Language',
  },
  nb_NO: {
    firstname: 'Fornavn',
    lastname: 'Etternavn',
    email: 'E-post',
    phone: 'Mobiltelefon',
    birthdate: 'Fødselsdato',
    employeeNumber: 'Ansattnummer',
    title: 'Stilling',
    departmentName: 'Avdeling',
    locale: 'Språk',
  },
  sv_SE: {
    firstname: 'Förnamn',
    lastname: 'Efternamn',
    email: 'E-post',
    phone: 'Mobiltelefon',
    birthdate: 'Födelsedatum',
    employeeNumber: 'Anställningsnummer',
    title: 'Befattning',
    departmentName: 'Avdelning',
    locale: 'Språk',
  },
};

const id = z.coerce.number().int().positive().max(2147483647);
/** An id inside a JSON body: a number as sent, never coerced from text. */
const bodyId = z.number().int().positive().max(2147483647);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.length.max')
    .nullish()
    .transform((value) => value || null);

/** A calendar day YYYY-MM-DD (document 003 §5: dates are sent as year-month-day) that exists and is not in the future. */
export const birthdateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MASS_IMPORT_BAD_DATE)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '1900-01-01';
  }, MASS_IMPORT_BAD_DATE)
  .refine((value) => value <= new Date().toISOString().slice(0, 10), MASS_IMPORT_BAD_DATE);

/**
 * Document 003 §3 "Mass-imported user row", as registration takes it. userIdToKeep is the existing person a
 * duplicate was resolved to; registerAnyway says a possible duplicate was looked at and a new person is wanted.
 */
export const massImportRowSchema = z.object({
  index: z.number().int().min(0),
  firstname: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.length.max'),
  lastname: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.length.max'),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.length.max')
    .pipe(z.email('validation.email'))
    .refine((email) => !isPlaceholderEmail(email), MASS_IMPORT_PLACEHOLDER),
  phone: optionalText(40),
  birthdate: birthdateSchema.nullish().transform((value) => value ?? null),
  employeeNumber: optionalText(50),
  title: optionalText(100),
  departmentId: bodyId.nullish().transform((value) => value ?? null),
  departmentName: optionalText(200),
  locale: localeSchema.nullish().transform((value) => value ?? null),
  customerId: bodyId.nullish(),
  customerName: z.string().nullish(),
  userId: bodyId.nullish(),
  userIdToKeep: bodyId.nullish().transform((value) => value ?? null),
  registerAnyway: z.boolean().default(false),
});
export type MassImportRow = z.input<typeof massImportRowSchema>;
export type CheckedMassImportRow = z.output<typeof massImportRowSchema>;

/** A row as read from a spreadsheet: text as found, for the review step to show and correct. */
export const parsedRowSchema = z.object({
  index: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  title: z.string().nullable(),
  departmentName: z.string().nullable(),
  locale: localeSchema.nullable(),
});
export type ParsedRow = z.infer<typeof parsedRowSchema>;

export const rowProblemSchema = z.object({ index: z.number().int(), field: z.string(), key: z.string() });
export type RowProblem = z.infer<typeof rowProblemSchema>;

export const parseQuerySchema = z.object({ customerId: id });
export const parseResultSchema = z.object({ rows: z.array(parsedRowSchema), problems: z.array(rowProblemSchema) });
export type ParseResult = z.infer<typeof parseResultSchema>;

const rowsSchema = z.array(massImportRowSchema).min(1, 'validation.required').max(MASS_IMPORT_MAX_ROWS, MASS_IMPORT_TOO_MANY_ROWS);

export const duplicateCheckBodySchema = z.object({ customerId: bodyId, users: rowsSchema });
export type DuplicateCheckBody = z.input<typeof duplicateCheckBodySchema>;

export const DUPLICATE_REASONS = ['email', 'name', 'birthdate', 'employeeNumber', 'phone'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Document 003 §3 "Duplicate info": the existing person and their contexts, with the score and why it matched. */
export const duplicateCandidateSchema = z.object({
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  contexts: z.array(z.object({ customerId: z.number().int(), customerName: z.string(), active: z.boolean() })),
  score: z.number(),
  reasons: z.array(z.object({ reason: z.enum(DUPLICATE_REASONS), similarity: z.number().optional() })),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

export const duplicateCheckResultSchema = z.object({
  duplicates: z.array(z.object({ index: z.number().int(), candidates: z.array(duplicateCandidateSchema) })),
});
export type DuplicateCheckResult = z.infer<typeof duplicateCheckResultSchema>;

/** Document 003 §7 "complete registration (users, eCourses, cliCourses, sms, email)". */
export const registrationBodySchema = z.object({
  customerId: bodyId,
  users: rowsSchema,
  eCourses: z.array(bodyId).max(50).default([]),
  cliCourses: z.array(bodyId).max(50).default([]),
  sms: z.boolean().default(false),
  email: z.boolean().default(true),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** What a registration creates and changes: the dry run's answer, and the import's once registered. */
export const registrationReportSchema = z.object({
  people: z.array(
    z.object({
      index: z.number().int(),
      action: z.enum(['create', 'keep']),
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      context: z.enum(['create', 'reactivate', 'exists']),
    }),
  ),
  licenses: z.array(z.object({ ecourseId: z.number().int(), title: z.string(), granted: z.number().int(), alreadyHeld: z.number().int() })),
  places: z.array(z.object({ instanceId: z.number().int(), title: z.string(), enrolled: z.number().int(), alreadyOn: z.number().int() })),
  /** The departments the rows name: how many people join each, and whether the import makes it (decision 0216). */
  departments: z.array(z.object({ name: z.string(), joined: z.number().int(), created: z.boolean() })).default([]),
  emails: z.number().int(),
  /** Recorded as chosen; there is no SMS gateway, so none is sent (decision 0207). */
  sms: z.boolean(),
});
export type RegistrationReport = z.infer<typeof registrationReportSchema>;

export const MASS_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export const massImportSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  status: z.enum(MASS_IMPORT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  report: registrationReportSchema.nullable(),
  /** A message key when the registration failed (nothing of it was kept). */
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** True while nobody has used what it created (decision 0216). */
  undoable: z.boolean(),
});
export type MassImport = z.infer<typeof massImportSchema>;

export const importIdParamsSchema = z.object({ id });
export const customerIdParamsSchema = z.object({ customerId: id });

/** Step 1's choices (document 003 §2): the customer, and courses with titles in the page's language. */
export const importCustomerSchema = z.object({ id: z.number().int(), name: z.string() });
export const importCourseChoicesSchema = z.object({
  eCourses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  cliCourses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startDate: z.string().nullable(),
      placeName: z.string().nullable(),
      freeSeats: z.number().int().nullable(),
    }),
  ),
});
export type ImportCourseChoices = z.infer<typeof importCourseChoicesSchema>;
export const importInstanceSchema = importCourseChoicesSchema.shape.cliCourses.element;

const BASE = '/data/user-mass-import';
const call = { area: 'users', access: { roles: CUSTOMER_ADMINS } } as const;

export const userMassImportEndpoints = {
  customer: defineEndpoint({
    ...call,
    method: 'GET',
    path: `${BASE}/customer/:customerId`,
    params: customerIdParamsSchema,
    response: importCustomerSchema,
  }),
  courses: defineEndpoint({ ...call, method: 'GET', path: `${BASE}/courses`, response: importCourseChoicesSchema }),
  instance: defineEndpoint({
    ...call,
    method: 'GET',
    path: `${BASE}/course-instance/:id`,
    params: importIdParamsSchema,
    response: importInstanceSchema,
  }),
  /** The template to fill in, an xlsx in the page's language. */
  template: defineEndpoint({ ...call, method: 'GET', path: `${BASE}/template` }),
  /** Multipart, the field `file`: an xlsx or csv. */
  parse: defineEndpoint({ ...call, method: 'POST', path: `${BASE}/parse`, query: parseQuerySchema, response: parseResultSchema }),
  duplicates: defineEndpoint({
    ...call,
    method: 'POST',
    path: `${BASE}/duplicates`,
    body: duplicateCheckBodySchema,
    response: duplicateCheckResultSchema,
  }),
  dryRun: defineEndpoint({
    ...call,
    method: 'POST',
    path: `${BASE}/dry-run`,
    body: registrationBodySchema,
    response: registrationReportSchema,
  }),
  register: defineEndpoint({
    ...call,
    method: 'POST',
    path: `${BASE}/register`,
    body: registrationBodySchema,
    response: massImportSchema,
    status: 202,
    idempotent: true,
  }),
  get: defineEndpoint({ ...call, method: 'GET', path: `${BASE}/:id`, params: importIdParamsSchema, response: massImportSchema }),
  undo: defineEndpoint({ ...call, method: 'POST', path: `${BASE}/:id/undo`, params: importIdParamsSchema, response: massImportSchema }),
};
