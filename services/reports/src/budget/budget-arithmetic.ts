import { BUDGET_OPEN_PERCENT, MISSING_COURSE_DIVISOR, type BudgetComparison, type BudgetSite } from '@atrium/reports-contract';

/**
 * A month's budget split into open and internal courses by the site's percent for that month (document 003 §9);
 * the open part is rounded to the minor unit and the internal part is the rest, so the two always add up.
 */
export function splitBudget(site: BudgetSite, month: number, amount: number): { open: number; internal: number } {
  const open = Math.round((amount * BUDGET_OPEN_PERCENT[site][month - 1]!) / 100);
  return { open, internal: amount - open };
}

/**
 * Turnover against a budget (document 003 §9, decision 0211): the budget gap is the floor of (budget − turnover) ÷ 100,
 * in currency units; the missing-courses estimate is that gap divided by the site's course divisor, rounded up to
 * whole courses (0 once the budget is reached). Message 3 when turnover reaches the budget, 2 when the 80 %
 * potential does, otherwise 1.
 */
export function compareWithBudget(site: BudgetSite, budget: number, netTurnover: number, potential80: number): BudgetComparison {
  const budgetGap = Math.floor((budget - netTurnover) / 100);
  return {
    budget,
    budgetGap,
    potentialGap: Math.floor((budget - potential80) / 100),
    missingCourses: budgetGap > 0 ? Math.ceil(budgetGap / MISSING_COURSE_DIVISOR[site]) : 0,
    message: netTurnover >= budget ? 3 : potential80 >= budget ? 2 : 1,
  };
}
