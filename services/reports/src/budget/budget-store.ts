import { BUDGET_CURRENCY, type BudgetSite, type BudgetYear } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { splitBudget } from './budget-arithmetic';

export interface BudgetEntry {
  site: BudgetSite;
  year: number;
  month: number;
  /** Minor units. */
  amount: number;
}

/** A site's budget for a year, all twelve months; a month (or year) without a row is 0 (document 003 §9). */
export async function budgetYear(db: ReportsDb, site: BudgetSite, year: number): Promise<BudgetYear> {
  const rows = await db.selectFrom('budget').select(['month', 'amount']).where('site', '=', site).where('year', '=', year).execute();
  const amounts = new Map(rows.map((row) => [row.month, Number(row.amount)]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const amount = amounts.get(index + 1) ?? 0;
    return { month: index + 1, amount, ...splitBudget(site, index + 1, amount) };
  });
  return { site, year, currency: BUDGET_CURRENCY[site], months, total: months.reduce((sum, month) => sum + month.amount, 0) };
}

/**
 * Sets budget months in one statement, so all or none are saved; each month is one row by its primary key, so a
 * repeated or concurrent save of the same month leaves one row with the last amount.
 */
export async function saveBudgets(db: ReportsDb, entries: BudgetEntry[], userId: number): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('budget')
    .values(entries.map((entry) => ({ ...entry, updated_by: userId })))
    .onConflict((conflict) =>
      conflict.columns(['site', 'year', 'month']).doUpdateSet({
        amount: (eb) => eb.ref('excluded.amount'),
        updated_by: (eb) => eb.ref('excluded.updated_by'),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** Every budget month of a site, by year and month, a page at a time (the Excel sheet of the site's budgets). */
export function budgetPage(db: ReportsDb, site: BudgetSite) {
  return (offset: number, limit: number) =>
    db
      .selectFrom('budget')
      .select(['site', 'year', 'month', 'amount'])
      .where('site', '=', site)
      .orderBy('year')
      .orderBy('month')
      .offset(offset)
      .limit(limit)
      .execute();
}
