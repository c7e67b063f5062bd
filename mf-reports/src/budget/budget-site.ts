import { BUDGET_SITES, type BudgetSite } from '@atrium/reports-contract';

/** The viewer's own site when it has budgets, else Norway's (the international sites have none). */
export function defaultBudgetSite(site: string | undefined): BudgetSite {
  return BUDGET_SITES.includes(site as BudgetSite) ? (site as BudgetSite) : 'NO';
}
