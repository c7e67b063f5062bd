import { BUDGET_CURRENCY, type BudgetReport, type BudgetSite } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { monthSums } from '../classroom-search/report-row-sums';
import { compareWithBudget } from './budget-arithmetic';
import { budgetYear } from './budget-store';

interface Split {
  open: number;
  internal: number;
  total: number;
}

const split = (open: number, internal: number): Split => ({ open, internal, total: open + internal });
const add = (a: Split, b: Split): Split => split(a.open + b.open, a.internal + b.internal);

type MonthSums = Awaited<ReturnType<typeof monthSums>>;

/** A year's sums per start month and open or internal (one aggregate query) as the twelve months' splits. */
function perMonth(sums: MonthSums, pick: (sum: MonthSums[number]) => number): Split[] {
  const months = Array.from({ length: 12 }, () => split(0, 0));
  for (const sum of sums) {
    const amount = pick(sum);
    months[sum.month - 1] = add(months[sum.month - 1]!, sum.internal ? split(0, amount) : split(amount, 0));
  }
  return months;
}

/**
 * Turnover against budget for a site's year (issue 19, decision 0211): per month the budget with its open/internal
 * split, the classroom net turnover of instances starting that month (decision 0200, in the site's currency), the same
 * month a year earlier and the 80 % potential, compared with the budget; and the whole year the same way.
 */
export async function budgetReport(db: ReportsDb, site: BudgetSite, year: number): Promise<BudgetReport> {
  const currency = BUDGET_CURRENCY[site];
  const range = (of: number) => ({ fromDate: `${of}-01-01`, toDate: `${of}-12-31`, currency });
  const [budget, rows, previous] = await Promise.all([
    budgetYear(db, site, year),
    monthSums(db, range(year), currency),
    monthSums(db, range(year - 1), currency),
  ]);
  const turnover = perMonth(rows, (row) => row.netTurnover);
  const previousYear = perMonth(previous, (row) => row.netTurnover);
  const potential80 = perMonth(rows, (row) => row.potential1);
  const months = budget.months.map((entry, index) => ({
    month: entry.month,
    budget: split(entry.open, entry.internal),
    turnover: turnover[index]!,
    previousYear: previousYear[index]!,
    potential80: potential80[index]!,
    comparison: compareWithBudget(site, entry.amount, turnover[index]!.total, potential80[index]!.total),
  }));
  const sum = (pick: (month: (typeof months)[number]) => Split) => months.map(pick).reduce(add, split(0, 0));
  const total = {
    budget: sum((m) => m.budget),
    turnover: sum((m) => m.turnover),
    previousYear: sum((m) => m.previousYear),
    potential80: sum((m) => m.potential80),
  };
  return {
    site,
    year,
    currency,
    months,
    total: { ...total, comparison: compareWithBudget(site, total.budget.total, total.turnover.total, total.potential80.total) },
  };
}
