import { BUDGET_CURRENCY, BUDGET_SITES, type BudgetComparison, type BudgetSite } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { compareWithBudget } from './budget-arithmetic';

/**
 * A month's classroom totals against the budget of the site whose currency the report is in (the potential report,
 * document 003 §9); null for a currency no budgeted site uses.
 */
export async function monthAgainstBudget(
  db: ReportsDb,
  currency: string,
  month: string,
  totals: { netTurnover: number; potential1: number },
): Promise<BudgetComparison | null> {
  const site = BUDGET_SITES.find((candidate: BudgetSite) => BUDGET_CURRENCY[candidate] === currency);
  if (!site) return null;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const row = await db
    .selectFrom('budget')
    .select('amount')
    .where('site', '=', site)
    .where('year', '=', year)
    .where('month', '=', monthNumber)
    .executeTakeFirst();
  return compareWithBudget(site, Number(row?.amount ?? 0), totals.netTurnover, totals.potential1);
}
