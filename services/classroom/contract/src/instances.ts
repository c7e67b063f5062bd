// Browser-safe: zod schemas, types and pure helpers only. Course instances, happenings and the advanced search.
import { COURSE_ADMINS, PLATFORM_ADMINS, defineEndpoint, richTextHtml } from '@atrium/core-contract';
import { z } from 'zod';

// Its own copy of the currency list: importing it from ./index would make a module cycle.
const currencySchema = z.enum(['NOK', 'SEK', 'EUR']);
const id = () => z.coerce.number().int().min(1).max(2147483647);
const day = () => z.iso.date();
/** 'HH:MM', also accepting PostgreSQL's 'HH:MM:SS'; answered as 'HH:MM'. */
const time = () =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'Expected HH:MM')
    .transform((value) => value.slice(0, 5));

export const idParamsSchema = z.object({ id: id() });
export const cliIdParamsSchema = z.object({ cliid: id() });
export const happeningInstructorParamsSchema = z.object({ id: id(), hid: id(), iid: id() });
export const discountParamsSchema = z.object({ id: id(), discountId: id() });

/**
 * Instance statuses. Document 000 leaves the values open; document 001 names CANCELLED. Decision:
 * 1 new (not yet buyable), 2 tentative (italic in lists), 3 confirmed, 4 cancelled (struck through),
 * 5 completed.
 */
export const INSTANCE_STATUSES = [
  { id: 1, name: 'new' },
  { id: 2, name: 'tentative' },
  { id: 3, name: 'confirmed' },
  { id: 4, name: 'cancelled' },
  { id: 5, name: 'completed' },
] as const;
export const STATUS_NEW = 1;
export const STATUS_TENTATIVE = 2;
export const STATUS_CANCELLED = 4;
export const instanceStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export const instanceStatusListSchema = z.array(instanceStatusSchema);

export const PRICE_TYPES = ['participant', 'day', 'course'] as const;
export const priceTypeSchema = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const DEFAULT_HAPPENING_TIME = { fromTime: '08:00', toTime: '16:00' } as const;

const nullableText = (max: number) => z.string().trim().max(max).nullable().default(null);
const nullableInt = () => z.number().int().min(0).max(2147483647).nullable().default(null);

/** What a caller may write; dates are not here because they follow the happenings. */
export const instanceWriteSchema = z.object({
  courseClassroom: z.number().int().min(1),
  locale: z.enum(['nb_NO', 'sv_SE', 'en_US']).default('nb_NO'),
  status: z.number().int().min(1).max(5).default(STATUS_NEW),
  sku: nullableText(50),
  length: z
    .object({ days: z.number().int().min(0).max(365), hours: z.number().int().min(0).max(23), minutes: z.number().int().min(0).max(59) })
    .default({ days: 1, hours: 0, minutes: 0 }),
  numParticipants: z
    .object({ minParticipants: nullableInt(), maxParticipants: nullableInt() })
    .default({ minParticipants: null, maxParticipants: null })
    .refine((n) => n.minParticipants === null || n.maxParticipants === null || n.minParticipants <= n.maxParticipants, {
      message: 'clicourse.invalid.minAboveMax',
    }),
  info: nullableText(4000),
  priceType: priceTypeSchema.default('participant'),
  /** Minor units. */
  price: nullableInt(),
  currency: currencySchema.default('NOK'),
  internalCourse: z
    .object({
      courseInternal: z.boolean(),
      customerId: z.number().int().min(1).nullable(),
      price: nullableInt(),
      orderReference: nullableText(200),
    })
    .default({ courseInternal: false, customerId: null, price: null, orderReference: null })
    .superRefine((internal, ctx) => {
      if (!internal.courseInternal) return;
      if (internal.customerId === null)
        ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'clicourse.invalid.internalCustomer' });
      if (internal.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'clicourse.invalid.internalPrice' });
    }),
  classroomCourseInstanceFlags: z
    .object({
      diplomaDisabled: z.boolean(),
      canPurchase: z.boolean(),
      certificateDisabled: z.boolean(),
      isAtriumCoursePlaceResponsible: z.boolean(),
      coursePlaceConfirmed: z.boolean(),
    })
    .default({
      diplomaDisabled: false,
      canPurchase: true,
      certificateDisabled: false,
      isAtriumCoursePlaceResponsible: false,
      coursePlaceConfirmed: false,
    }),
  coursePlaceId: z.number().int().min(1).nullable().default(null),
  competenceCalculationValue: nullableInt(),
  competenceCalculationMethod: nullableText(50),
  diplomaTemplateId: z.number().int().min(1).nullable().default(null),
  /** Task set ids; only platform admins change them (others' values are ignored). */
  taskSets: z.array(z.number().int().min(1)).max(100).default([]),
  courseReportComments: nullableText(4000),
  customerContactPersonId: z.number().int().min(1).nullable().default(null),
  customerRapportPersonId: z.number().int().min(1).nullable().default(null),
});
export type InstanceWrite = z.input<typeof instanceWriteSchema>;
export type InstanceWriteParsed = z.output<typeof instanceWriteSchema>;

/** Creating may name the first course day; one happening per course day is then made from it. */
export const instanceCreateSchema = instanceWriteSchema.extend({ firstDate: day().optional() });
export type InstanceCreate = z.input<typeof instanceCreateSchema>;

export const instanceSchema = instanceWriteSchema.safeExtend({
  id: z.number().int(),
  uuid: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  parentId: z.number().int().nullable(),
  happeningCount: z.number().int(),
  /** The course's number of days differs from the number of happenings. */
  dayMismatch: z.boolean(),
});
export type Instance = z.output<typeof instanceSchema>;

export const instanceWithBuyInfoSchema = instanceSchema.safeExtend({ canBuy: z.boolean() });
export type InstanceWithBuyInfo = z.output<typeof instanceWithBuyInfoSchema>;

/** Document 000 §4: buyable only when not new, with an article number and a start date after today. */
export function canBuyInstance(instance: { status: number; sku: string | null; startDate: string | null }, today: string): boolean {
  return instance.status !== STATUS_NEW && Boolean(instance.sku?.trim()) && instance.startDate !== null && instance.startDate > today;
}

export const INSTANCE_SPANS = ['future', '3_months', '6_months', 'year'] as const;
export const instanceSpanSchema = z.enum(INSTANCE_SPANS);
export type InstanceSpan = z.infer<typeof instanceSpanSchema>;
export const courseInstancesQuerySchema = z.object({ span: instanceSpanSchema.default('future') });

export const instanceListItemSchema = z.object({
  id: z.number().int(),
  courseClassroom: z.number().int(),
  status: z.number().int(),
  sku: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  coursePlaceId: z.number().int().nullable(),
  coursePlaceName: z.string().nullable(),
  happeningCount: z.number().int(),
});
export type InstanceListItem = z.output<typeof instanceListItemSchema>;
export const instanceListSchema = z.array(instanceListItemSchema);

export const instancePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const instancePageSchema = z.object({
  items: instanceListSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const uuidSchema = z.object({ uuid: z.string() });

export const happeningWriteSchema = z
  .object({
    date: day(),
    fromTime: time(),
    toTime: time(),
    room: z.number().int().min(1).nullable().default(null),
    instructors: z.array(z.number().int().min(1)).max(50).default([]),
  })
  .refine((h) => h.fromTime < h.toTime, { path: ['toTime'], message: 'validation.time.beforeStart' });
export type HappeningWrite = z.input<typeof happeningWriteSchema>;

export const happeningSchema = z.object({
  id: z.number().int(),
  cliId: z.number().int(),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  room: z.number().int().nullable(),
  instructors: z.array(z.number().int()),
});
export type Happening = z.output<typeof happeningSchema>;
export const happeningListSchema = z.array(happeningSchema);

export const happeningCreateSchema = happeningWriteSchema.safeExtend({ cliId: z.number().int().min(1) });
export const happeningUpdateSchema = happeningWriteSchema.safeExtend({ id: z.number().int().min(1) });

export const addOrUpdateHappeningsSchema = z.object({
  cliId: z.number().int().min(1),
  coursePlaceId: z.number().int().min(1).nullable(),
  isAtriumCoursePlaceResponsible: z.boolean(),
  coursePlaceConfirmed: z.boolean(),
  /** The instance's happenings to keep, as edited; any not listed are removed. */
  oldHappenings: z.array(happeningUpdateSchema).max(366),
  newHappenings: z.array(happeningWriteSchema).max(366),
});
export type AddOrUpdateHappenings = z.input<typeof addOrUpdateHappeningsSchema>;

export const copyInstanceSchema = z.object({
  happenings: z
    .array(z.object({ date: day(), instructors: z.array(z.number().int().min(1)).max(50).default([]) }))
    .min(1)
    .max(366),
});
export type CopyInstance = z.input<typeof copyInstanceSchema>;

export const changeClassroomCourseSchema = z.object({ courseClassroomId: z.number().int().min(1) });

export const addParentCourseSchema = z.object({ parentId: z.number().int().min(1) });

/** An instance's customer; the name is null when the company area does not publish it. */
export const customerIdSchema = z.object({ customerId: z.number().int(), customerName: z.string().nullable() });
export type InstanceCustomer = z.output<typeof customerIdSchema>;
/** An instance's customer contact or report person; the name is null when the users area does not publish it. */
export const personIdSchema = z.object({ userId: z.number().int(), name: z.string().nullable() });
export type InstancePerson = z.output<typeof personIdSchema>;

export const INSTANCE_TEXT_FIELDS = [
  'title',
  'courseTextMain',
  'courseTextOverview',
  'courseTextParticipantInfo',
  'courseTextCompetence',
  'courseTextRegulations',
  'courseTextTerms',
  'courseTextDiploma',
  'courseTextCourseManual',
  'courseEvaluation',
] as const;
export const instanceTextSchema = z.object({
  locale: z.enum(['nb_NO', 'sv_SE', 'en_US']),
  ...Object.fromEntries(
    INSTANCE_TEXT_FIELDS.map((field) => [field, (field === 'title' ? z.string().max(100_000) : richTextHtml(100_000)).default('')]),
  ),
}) as z.ZodObject<
  { locale: z.ZodEnum<{ nb_NO: 'nb_NO'; sv_SE: 'sv_SE'; en_US: 'en_US' }> } & Record<
    (typeof INSTANCE_TEXT_FIELDS)[number],
    z.ZodDefault<z.ZodString>
  >
>;
export type InstanceText = z.output<typeof instanceTextSchema>;
export const instanceTextListSchema = z.array(instanceTextSchema);
export const instanceTextsBodySchema = z
  .array(instanceTextSchema)
  .max(3)
  .refine((texts) => new Set(texts.map((t) => t.locale)).size === texts.length, { message: 'clicourse.invalid.oneTextPerLocale' });

export const discountWriteSchema = z.object({ customerId: z.number().int().min(1), discountPercent: z.number().gt(0).max(100) });
export const discountSchema = z.object({ id: z.number().int(), customerId: z.number().int(), discountPercent: z.number() });
export const discountListSchema = z.array(discountSchema);

export const taskSetListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const courseInfoSchema = z.object({
  id: z.number().int(),
  internalName: z.string(),
  lengthDays: z.number().int(),
  courseDateTimes: z.string().nullable(),
  skus: z.record(z.string(), z.string()),
  courseLanguages: z.array(z.string()),
});
export type CourseInfo = z.output<typeof courseInfoSchema>;

export const childInfoSchema = z.object({
  id: z.number().int(),
  courseClassroom: z.number().int(),
  internalName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.number().int(),
});
export const childInfoListSchema = z.array(childInfoSchema);

/** The first day's "HH:MM-HH:MM" of a course's day times, or 08:00-16:00 (document 000 §5). */
export function defaultHappeningTime(courseDateTimes: string | null): { fromTime: string; toTime: string } {
  const first = courseDateTimes
    ?.split(',')[0]
    ?.trim()
    .match(/^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/);
  if (!first) return { ...DEFAULT_HAPPENING_TIME };
  const pad = (n: string) => n.padStart(2, '0');
  const fromTime = `${pad(first[1]!)}:${first[2]}`;
  const toTime = `${pad(first[3]!)}:${first[4]}`;
  return fromTime < toTime ? { fromTime, toTime } : { ...DEFAULT_HAPPENING_TIME };
}

/** count calendar days from first, one after another ('YYYY-MM-DD'). */
export function consecutiveDays(first: string, count: number): string[] {
  const start = new Date(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}

export function addDays(date: string, days: number): string {
  return consecutiveDays(date, days + 1)[days]!;
}

/** GET data/locations (document 000 §7 "locations"): the towns that have a course place, alphabetically. */
export const locationListSchema = z.array(z.object({ city: z.string(), coursePlaceCount: z.number().int() }));

/**
 * GET clicourse/{id}/prices (document 000 §7 "instance prices"): what the instance costs, in minor units,
 * in the currency of its locale (Norwegian NOK, Swedish SEK, otherwise EUR); an internal course's own price
 * comes with it. The per-customer discounts are their own (platform admin) call.
 */
export const instancePricesSchema = z.object({
  priceType: priceTypeSchema,
  price: z.number().int().nullable(),
  internalPrice: z.number().int().nullable(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
});
export type InstancePrices = z.infer<typeof instancePricesSchema>;
export const CURRENCY_OF_LOCALE = { nb_NO: 'NOK', sv_SE: 'SEK', en_US: 'EUR' } as const;

const instanceCall = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;
const adminCall = { area: 'classroom', access: { roles: PLATFORM_ADMINS } } as const;

/** Document 000 §7 "Instances": an instance, its lists, its customer details, texts, copies, group courses and discounts. */
export const instanceEndpoints = {
  page: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourses',
    query: instancePageQuerySchema,
    response: instancePageSchema,
  }),
  statuses: defineEndpoint({ ...instanceCall, method: 'GET', path: '/clicourses/coursestatuses/', response: instanceStatusListSchema }),
  get: defineEndpoint({ ...instanceCall, method: 'GET', path: '/clicourses/:id', params: idParamsSchema, response: instanceSchema }),
  withBuyInfo: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourses/with-buy-info/:id',
    params: idParamsSchema,
    response: instanceWithBuyInfoSchema,
  }),
  uuid: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourses/getuuid/:cliid',
    params: cliIdParamsSchema,
    response: uuidSchema,
  }),
  ofCourse: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourses/clcourse/:id',
    params: idParamsSchema,
    query: courseInstancesQuerySchema,
    response: instanceListSchema,
  }),
  create: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourses',
    body: instanceCreateSchema,
    response: instanceSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineEndpoint({
    ...instanceCall,
    method: 'PUT',
    path: '/clicourses/:id',
    params: idParamsSchema,
    body: instanceWriteSchema,
    response: instanceSchema,
  }),
  remove: defineEndpoint({ ...instanceCall, method: 'DELETE', path: '/clicourse/:id', params: idParamsSchema }),
  changeCourse: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/changeclassroomcourse/:id',
    params: idParamsSchema,
    body: changeClassroomCourseSchema,
    response: instanceSchema,
  }),
  customer: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/customer',
    params: idParamsSchema,
    response: customerIdSchema,
  }),
  contactPerson: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/customercontactperson',
    params: idParamsSchema,
    response: personIdSchema,
  }),
  reportPerson: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/customerrapportperson',
    params: idParamsSchema,
    response: personIdSchema,
  }),
  texts: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/data/classroomCourseInstance/:cliid/courseTexts',
    params: cliIdParamsSchema,
    response: instanceTextListSchema,
  }),
  saveTexts: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/data/classroomCourseInstance/:cliid/courseTexts',
    params: cliIdParamsSchema,
    body: instanceTextsBodySchema,
    response: instanceTextListSchema,
  }),
  copy: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/copy/:id',
    params: idParamsSchema,
    body: copyInstanceSchema,
    response: instanceSchema,
    status: 201,
    idempotent: true,
  }),
  courseInfo: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/courseinfo',
    params: idParamsSchema,
    response: courseInfoSchema,
  }),
  children: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/children',
    params: idParamsSchema,
    response: childInfoListSchema,
  }),
  addParent: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/:id/addParentCourse',
    params: idParamsSchema,
    body: addParentCourseSchema,
    response: instanceSchema,
  }),
  removeParent: defineEndpoint({
    ...instanceCall,
    method: 'DELETE',
    path: '/clicourse/:id/parentCourse',
    params: idParamsSchema,
    response: instanceSchema,
  }),
  locations: defineEndpoint({ ...instanceCall, method: 'GET', path: '/data/locations', response: locationListSchema }),
  prices: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/prices',
    params: idParamsSchema,
    response: instancePricesSchema,
  }),
  taskSets: defineEndpoint({ ...adminCall, method: 'GET', path: '/data/classroom-management/taskSetsList/', response: taskSetListSchema }),
  discounts: defineEndpoint({
    ...adminCall,
    method: 'GET',
    path: '/clicourse/:id/customerdiscounts',
    params: idParamsSchema,
    response: discountListSchema,
  }),
  saveDiscount: defineEndpoint({
    ...adminCall,
    method: 'POST',
    path: '/clicourse/:id/customerdiscounts',
    params: idParamsSchema,
    body: discountWriteSchema,
    response: discountSchema,
  }),
  removeDiscount: defineEndpoint({
    ...adminCall,
    method: 'DELETE',
    path: '/clicourse/:id/customerdiscounts/:discountId',
    params: discountParamsSchema,
  }),
};

/** Document 000 §7: the happenings (course days) of an instance and their instructors. */
export const happeningEndpoints = {
  ofInstance: defineEndpoint({
    ...instanceCall,
    method: 'GET',
    path: '/clicourse/:id/classroomhappenings',
    params: idParamsSchema,
    response: happeningListSchema,
  }),
  addToInstance: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/:id/classroomhappenings',
    params: idParamsSchema,
    body: happeningWriteSchema,
    response: happeningSchema,
    status: 201,
  }),
  create: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/classroomhappenings',
    body: happeningCreateSchema,
    response: happeningSchema,
    status: 201,
  }),
  update: defineEndpoint({
    ...instanceCall,
    method: 'PUT',
    path: '/clicourse/classroomhappenings',
    body: happeningUpdateSchema,
    response: happeningSchema,
  }),
  remove: defineEndpoint({ ...instanceCall, method: 'DELETE', path: '/clicourse/classroomhappenings/:id', params: idParamsSchema }),
  /** The instance's place and its whole list of days in one change: days left out are removed. */
  addOrUpdate: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/classroomhappenings/addorupdate',
    body: addOrUpdateHappeningsSchema,
    response: happeningListSchema,
  }),
  addInstructor: defineEndpoint({
    ...instanceCall,
    method: 'POST',
    path: '/clicourse/:id/classroomhappenings/:hid/instructor/:iid',
    params: happeningInstructorParamsSchema,
    response: happeningSchema,
  }),
  removeInstructor: defineEndpoint({
    ...instanceCall,
    method: 'DELETE',
    path: '/clicourse/:id/classroomhappenings/:hid/instructor/:iid',
    params: happeningInstructorParamsSchema,
    response: happeningSchema,
  }),
};
