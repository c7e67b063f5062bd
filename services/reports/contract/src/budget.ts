// Browser-safe: the budgets of document 003 §9 (per learning site, year and month, minor units; the open/internal
// split; the missing-courses divisors; messages 1, 2 and 3) and turnover against budget (issue 19). Decision 0211.
import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** The learning sites that have budget tables (document 003 §9: Norway and Sweden). */
export const BUDGET_SITES = ['NO', 'SE'] as const;
export const budgetSiteSchema = z.enum(BUDGET_SITES);
export type BudgetSite = z.infer<typeof budgetSiteSchema>;

/**
 * Document 003 §9: the open courses' percent of each month's budget (January first); the rest is internal.
 * Norway 40/60 in January and February, 45/55 in March and April, 55/45 in May, June, September and October, 50/50 in
 * July, November and December, 60/40 in August. Sweden 25/75 in January, 30/70 in February, 35/65 after that.
 */
export const BUDGET_OPEN_PERCENT: Record<BudgetSite, readonly number[]> = {
  NO: [40, 40, 45, 45, 55, 55, 50, 60, 55, 55, 50, 50],
  SE: [25, 30, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35],
};

/** Document 003 §9: the missing-courses estimate divides the budget gap by 40000 in Sweden, 32000 elsewhere. */
export const MISSING_COURSE_DIVISOR: Record<BudgetSite, number> = { NO: 32000, SE: 40000 };

export const BUDGET_CURRENCY: Record<BudgetSite, 'NOK' | 'SEK'> = { NO: 'NOK', SE: 'SEK' };

/** The largest monthly budget a form or sheet may give, in minor units (a thousand billion in currency units). */
export const MAX_BUDGET_AMOUNT = 100_000_000_000_000;

const year = z.coerce.number().int().min(2000).max(2100);
const month = z.coerce.number().int().min(1).max(12);
const amount = z.number().int().min(0).max(MAX_BUDGET_AMOUNT);

export const budgetYearParamsSchema = z.object({ site: budgetSiteSchema, year });

export const budgetMonthSchema = z.object({
  month: z.number().int(),
  /** The month's budget in minor units; 0 when none is set. */
  amount: z.number().int(),
  open: z.number().int(),
  internal: z.number().int(),
});
export type BudgetMonth = z.infer<typeof budgetMonthSchema>;

export const budgetYearSchema = z.object({
  site: budgetSiteSchema,
  year: z.number().int(),
  currency: z.enum(['NOK', 'SEK']),
  months: z.array(budgetMonthSchema),
  total: z.number().int(),
});
export type BudgetYear = z.infer<typeof budgetYearSchema>;

export const budgetSaveSchema = z.object({
  months: z
    .array(z.object({ month, amount }))
    .min(1)
    .max(12)
    .refine((months) => new Set(months.map((entry) => entry.month)).size === months.length, { message: 'budget.invalid.duplicateMonth' }),
});

export const budgetImportSchema = z.object({
  imported: z.number().int(),
  years: z.array(z.object({ site: budgetSiteSchema, year: z.number().int() })),
});
export type BudgetImport = z.infer<typeof budgetImportSchema>;

/** The message of document 003 §9: 3 when turnover reaches the budget, 2 when the 80 % potential does, else 1. */
export const budgetMessageSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const budgetComparisonSchema = z.object({
  budget: z.number().int(),
  /** floor((budget − net turnover) ÷ 100): currency units still to sell, negative when above the budget. */
  budgetGap: z.number().int(),
  /** floor((budget − 80 % potential) ÷ 100): what is missing even if every course fills to 80 %. */
  potentialGap: z.number().int(),
  /** The budget gap ÷ the site's course divisor, rounded up; 0 once the budget is reached. */
  missingCourses: z.number().int(),
  message: budgetMessageSchema,
});
export type BudgetComparison = z.infer<typeof budgetComparisonSchema>;

const splitSchema = z.object({ open: z.number().int(), internal: z.number().int(), total: z.number().int() });

export const budgetReportMonthSchema = z.object({
  month: z.number().int(),
  budget: splitSchema,
  turnover: splitSchema,
  previousYear: splitSchema,
  potential80: splitSchema,
  comparison: budgetComparisonSchema,
});

export const budgetReportSchema = z.object({
  site: budgetSiteSchema,
  year: z.number().int(),
  currency: z.enum(['NOK', 'SEK']),
  months: z.array(budgetReportMonthSchema),
  total: budgetReportMonthSchema.omit({ month: true }),
});
export type BudgetReport = z.infer<typeof budgetReportSchema>;

export const budgetEndpoints = {
  /** A site's budget for a year, month by month with the open/internal split; months without one are 0. */
  year: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/budgets/:site/:year',
    access: { roles: COURSE_ADMINS },
    params: budgetYearParamsSchema,
    response: budgetYearSchema,
  }),
  /** Sets the given months of a site's year (platform admins); a repeated save is the same save. */
  save: defineEndpoint({
    area: 'reports',
    method: 'PUT',
    path: '/data/budgets/:site/:year',
    access: { roles: PLATFORM_ADMINS },
    params: budgetYearParamsSchema,
    body: budgetSaveSchema,
    response: budgetYearSchema,
  }),
  /** Turnover against budget for a site's year: each month and the year, this year against last and the 80 % potential. */
  report: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/budget-report/:site/:year',
    access: { roles: COURSE_ADMINS },
    params: budgetYearParamsSchema,
    response: budgetReportSchema,
  }),
};

/** The Excel import (an .xlsx file as the request body) and the sheet of a site's budgets to fill in: files, plain routes. */
export const BUDGET_IMPORT_PATH = '/data/budgets/import';
export const BUDGET_EXCEL_PATH = '/data/budgets/excel';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const budgetImportUrl = () => `/api/reports${BUDGET_IMPORT_PATH}`;
export const budgetExcelUrl = (site: BudgetSite) => `/api/reports${BUDGET_EXCEL_PATH}?site=${site}`;
