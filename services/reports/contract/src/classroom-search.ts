// Browser-safe: the classroom searches of document 003 (/classroom-search, its five report types, §2 parameters,
// §3 report rows, §5 the 180-day limit, §9 default dates). Decision 0200 says what turnover and potential mean.
import { booleanish, COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { budgetComparisonSchema } from './budget';

export const CLASSROOM_SEARCH_TYPES = [
  'COURSE_LIST',
  'COURSE_PLAN',
  'COURSE_TURNOVER',
  'COURSE_TURNOVER_POTENTIAL',
  'PURCHASE_REPORT',
] as const;
export const classroomSearchTypeSchema = z.enum(CLASSROOM_SEARCH_TYPES);
export type ClassroomSearchType = z.infer<typeof classroomSearchTypeSchema>;

/** Document 003 §5: course list, turnover and purchase report refuse more than 180 days between from and to. */
export const CLASSROOM_SEARCH_MAX_DAYS = 180;
const DAY_MS = 86_400_000;

const isoDate = z.iso.date();
const flag = () => booleanish().default(false);
const optionalId = () => z.coerce.number().int().min(1).max(2147483647).optional();
/** "single or many": one category or a list, from a form or a query string. */
const productCategories = () =>
  z
    .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(50)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * The result windows list a page of rows at a time (decision 0235): the server reads only the page, and sums, totals
 * and counts come from one aggregate query over every row. The files ignore the page and hold every row.
 */
export const CLASSROOM_SEARCH_PAGE_SIZE = 50;
/**
 * The instances a course plan's cell lists in the result window (one a day of the month); a cell holding more says how
 * many, and the files list every one (decision 0259).
 */
export const CLASSROOM_PLAN_CELL_SIZE = 31;
/** 1-based page of the result window's list. */
const page = () => z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageOf = { page: z.number().int(), pageSize: z.number().int() };

const daysBetween = (range: DateRange) => (Date.parse(range.toDate) - Date.parse(range.fromDate)) / DAY_MS;

// The generic shape hides fromDate and toDate from the checks' parameter type, so they read it as a DateRange.
function limitedRange<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ fromDate: isoDate, toDate: isoDate, ...shape })
    .refine((range) => (range as DateRange).fromDate <= (range as DateRange).toDate, {
      path: ['fromDate'],
      message: 'classroomSearch.invalid.dateOrder',
    })
    .refine((range) => daysBetween(range as DateRange) <= CLASSROOM_SEARCH_MAX_DAYS, {
      path: ['toDate'],
      message: 'classroomSearch.invalid.tooLong',
    });
}

export const courseListParamsSchema = limitedRange({
  coursePlaceId: optionalId(),
  onlyInternalCourses: flag(),
  onlyOpenCourses: flag(),
  includeCancelledCourses: flag(),
  courseId: optionalId(),
  /** Text matched against the instance's external references: its SKU and the customer's order reference. */
  searchExternal: z.string().trim().max(100).optional(),
  showInvoiceNumber: flag(),
  showInternalInfo: flag(),
  page: page(),
});

export const coursePlanParamsSchema = z.object({
  period: z.enum(['SPRING', 'FALL']),
  year: z.coerce.number().int().min(2000).max(2100),
  onlyInternalCourses: flag(),
  onlyOpenCourses: flag(),
  page: page(),
});

export const courseTurnoverParamsSchema = limitedRange({
  onlyInternalCourses: flag(),
  onlyOpenCourses: flag(),
  coursePlaceId: optionalId(),
  productCategories: productCategories(),
  page: page(),
});

export const courseTurnoverPotentialParamsSchema = z.object({ date: isoDate, coursePlaceId: optionalId(), page: page() });

export const purchaseReportParamsSchema = limitedRange({
  onlyInternalCourses: flag(),
  onlyOpenCourses: flag(),
  includeCancelledCourses: flag(),
  productCategories: productCategories(),
  page: page(),
});

export const CLASSROOM_SEARCH_PARAMS = {
  COURSE_LIST: courseListParamsSchema,
  COURSE_PLAN: coursePlanParamsSchema,
  COURSE_TURNOVER: courseTurnoverParamsSchema,
  COURSE_TURNOVER_POTENTIAL: courseTurnoverPotentialParamsSchema,
  PURCHASE_REPORT: purchaseReportParamsSchema,
} as const satisfies Record<ClassroomSearchType, z.ZodType>;
export type ClassroomSearchParams<T extends ClassroomSearchType> = z.input<(typeof CLASSROOM_SEARCH_PARAMS)[T]>;

const currencySchema = z.enum(['NOK', 'SEK', 'EUR']);

/** Document 003 §3 "Report rows (classroom)", with the instance they are of. Amounts in minor units. */
export const classroomReportRowSchema = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  place: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  netTurnover: z.number().int(),
  /** 80 % of the instance's full price, 100 % and 60 %; internal courses at their actual turnover. */
  potential1: z.number().int(),
  potential2: z.number().int(),
  potential60: z.number().int(),
  /** potential1 − netTurnover: what is missing to 80 %. */
  potentialDiff: z.number().int(),
  numAttending: z.number().int(),
  maxParticipants: z.number().int().nullable(),
  openCourseSpots: z.number().int().nullable(),
  internalCourse: z.boolean(),
});
export type ClassroomReportRow = z.infer<typeof classroomReportRowSchema>;

export const happeningSchema = z.object({
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  room: z.string().nullable(),
  instructors: z.array(z.string()),
});

export const courseListSchema = z.object({
  ...pageOf,
  /** Every instance the parameters select; the weeks hold the page's. */
  instanceCount: z.number().int(),
  weeks: z.array(
    z.object({
      year: z.number().int(),
      week: z.number().int(),
      courses: z.array(
        z.object({
          instanceId: z.number().int(),
          courseId: z.number().int(),
          title: z.string(),
          startDate: z.string(),
          endDate: z.string(),
          cancelled: z.boolean(),
          internalCourse: z.boolean(),
          place: z.string().nullable(),
          numAttending: z.number().int(),
          maxParticipants: z.number().int().nullable(),
          openCourseSpots: z.number().int().nullable(),
          happenings: z.array(happeningSchema),
          invoiceNumbers: z.array(z.number().int()).optional(),
          internalInfo: z.string().nullable().optional(),
        }),
      ),
    }),
  ),
});
export type CourseList = z.infer<typeof courseListSchema>;

export const coursePlanSchema = z.object({
  ...pageOf,
  /** Every course with an instance in the half year; the items are the page's courses. */
  courseCount: z.number().int(),
  months: z.array(z.number().int()),
  places: z.array(z.object({ id: z.number().int(), abbreviation: z.string(), name: z.string() })),
  items: z.array(
    z.object({
      courseId: z.number().int(),
      title: z.string(),
      months: z.array(
        z.object({
          month: z.number().int(),
          /** Every instance of the course in the month; `instances` lists the first CLASSROOM_PLAN_CELL_SIZE of them. */
          instanceCount: z.number().int(),
          instances: z.array(z.object({ instanceId: z.number().int(), day: z.number().int(), place: z.string().nullable() })),
        }),
      ),
    }),
  ),
});
export type CoursePlan = z.infer<typeof coursePlanSchema>;

export const courseTurnoverSchema = z.object({
  currency: currencySchema,
  weeks: z.array(
    z.object({ year: z.number().int(), week: z.number().int(), netTurnover: z.number().int(), previousYear: z.number().int() }),
  ),
  total: z.number().int(),
  previousYearTotal: z.number().int(),
  ...pageOf,
  /** Every row's count; the sums cover them all, `rows` is the page. */
  rowCount: z.number().int(),
  rows: z.array(classroomReportRowSchema),
});
export type CourseTurnover = z.infer<typeof courseTurnoverSchema>;

const potentialTotalsSchema = z.object({
  netTurnover: z.number().int(),
  potential60: z.number().int(),
  potential1: z.number().int(),
  potential2: z.number().int(),
  potentialDiff: z.number().int(),
});

export const courseTurnoverPotentialSchema = z.object({
  currency: currencySchema,
  month: z.string(),
  ...pageOf,
  rowCount: z.number().int(),
  rows: z.array(classroomReportRowSchema),
  totals: potentialTotalsSchema,
  previousYear: potentialTotalsSchema.extend({ month: z.string() }),
  /** The month against the site's budget (document 003 §9, decision 0211); null on a site without budgets. */
  budget: budgetComparisonSchema.nullable(),
});
export type CourseTurnoverPotential = z.infer<typeof courseTurnoverPotentialSchema>;

export const purchaseReportSchema = z.object({
  currency: currencySchema,
  items: z.array(
    z.object({
      purchaseId: z.number().int(),
      orderId: z.number().int(),
      placed: z.string(),
      customer: z.string(),
      title: z.string(),
      instanceId: z.number().int(),
      startDate: z.string().nullable(),
      quantity: z.number().int(),
      netPrice: z.number().int(),
    }),
  ),
  ...pageOf,
  /** Every line's count: the window lists a page of lines, the files hold all (decisions 0229, 0235). */
  lineCount: z.number().int(),
  months: z.array(z.object({ month: z.string(), netTotal: z.number().int() })),
  total: z.number().int(),
});
export type PurchaseReport = z.infer<typeof purchaseReportSchema>;

const search = <P extends z.ZodType, R extends z.ZodType>(type: ClassroomSearchType, body: P, response: R) =>
  defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: `/data/classroom-search/${type}`,
    access: { roles: COURSE_ADMINS },
    body,
    response,
  });

/** POST /web/data/classroom-search/{type} of document 003 §7, one endpoint per type (decision 0028). */
export const classroomSearchEndpoints = {
  COURSE_LIST: search('COURSE_LIST', courseListParamsSchema, courseListSchema),
  COURSE_PLAN: search('COURSE_PLAN', coursePlanParamsSchema, coursePlanSchema),
  COURSE_TURNOVER: search('COURSE_TURNOVER', courseTurnoverParamsSchema, courseTurnoverSchema),
  COURSE_TURNOVER_POTENTIAL: search('COURSE_TURNOVER_POTENTIAL', courseTurnoverPotentialParamsSchema, courseTurnoverPotentialSchema),
  PURCHASE_REPORT: search('PURCHASE_REPORT', purchaseReportParamsSchema, purchaseReportSchema),
};

/** The formats every classroom search's result downloads in (decision 0229): .xlsx and semicolon CSV. */
export const REPORT_FILE_FORMATS = ['excel', 'csv'] as const;
export const reportFileFormatSchema = z.enum(REPORT_FILE_FORMATS);
export type ReportFileFormat = z.infer<typeof reportFileFormatSchema>;

/** A search's result as a file streamed in bounded memory, with the search's own query (a file: decision 0028). */
export const reportFilePath = (type: ClassroomSearchType, format: ReportFileFormat) => `/data/classroom-search/${type}/${format}`;
/** The file's name: the type in kebab case (purchase-report.xlsx, course-list.csv). */
export const reportFileName = (type: ClassroomSearchType, format: ReportFileFormat) =>
  `${type.toLowerCase().replace(/_/g, '-')}.${format === 'excel' ? 'xlsx' : 'csv'}`;

/** Each type's parameters, for reading them from a query string. */
export const classroomSearchParamsSchemas = {
  COURSE_LIST: courseListParamsSchema,
  COURSE_PLAN: coursePlanParamsSchema,
  COURSE_TURNOVER: courseTurnoverParamsSchema,
  COURSE_TURNOVER_POTENTIAL: courseTurnoverPotentialParamsSchema,
  PURCHASE_REPORT: purchaseReportParamsSchema,
} as const;
