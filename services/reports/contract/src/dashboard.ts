// Browser-safe: the staff dashboards of document 003 (/tkadash/show for role atrium, /eca/dashboard for atrium or
// eca_admin; their content is ours to design: decision 0212).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { budgetComparisonSchema } from './budget';

/** Document 003 §6: the ECA dashboard is for platform admins and eca admins. */
export const ECA_DASHBOARD_ROLES = ['atrium', 'eca_admin'] as const;

const periodTotals = z.object({ netTurnover: z.number().int(), previousYear: z.number().int() });

export const dashboardSummarySchema = z.object({
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  today: z.object({ date: z.string(), orders: z.number().int(), netTotal: z.number().int() }),
  month: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    classroom: periodTotals.extend({ potential80: z.number().int(), budget: budgetComparisonSchema.nullable() }),
    elearning: periodTotals.extend({ licensesSold: z.number().int() }),
  }),
  week: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    instances: z.number().int(),
    cancelled: z.number().int(),
    attending: z.number().int(),
    openSpots: z.number().int(),
    /**
     * The internal control of the week's courses (decisions 0225, 0238): confirmed, of those confirmed with checks
     * still open (a deviation with its reason), and over (the last day past) but not confirmed yet.
     */
    internalControl: z.object({
      confirmed: z.number().int(),
      withOpenChecks: z.number().int(),
      due: z.number().int(),
    }),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardEndpoints = {
  tka: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/dashboard/tka',
    access: { roles: PLATFORM_ADMINS },
    response: dashboardSummarySchema,
  }),
  eca: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/dashboard/eca',
    access: { roles: ECA_DASHBOARD_ROLES },
    response: dashboardSummarySchema,
  }),
};
