import type { BudgetComparison } from '@atrium/reports-contract';
import { formatMoney, useAuth, useT } from '@atrium/shared-ui';
import './messages';

/** Message 1, 2 or 3 of document 003 §9 for a period's turnover and 80 % potential against its budget. */
export function BudgetMessage({
  comparison,
  turnover,
  potential,
  currency,
}: {
  comparison: BudgetComparison;
  turnover: number;
  potential: number;
  currency: string;
}) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const gap = comparison.message === 1 ? comparison.budgetGap : Math.max(0, comparison.budgetGap);
  return (
    <span data-budget-message={comparison.message}>
      {t(`budget.message.${comparison.message}`, {
        budget: money(comparison.budget),
        turnover: money(turnover),
        potential: money(potential),
        gap: money(gap * 100),
        courses: comparison.missingCourses,
      })}
    </span>
  );
}
