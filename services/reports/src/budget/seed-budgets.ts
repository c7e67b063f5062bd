import type { Kysely } from 'kysely';
import { reportsDb } from '../db';
import { saveBudgets, type BudgetEntry } from './budget-store';

// Demo budgets for both sites (document 003 §9 names Norway's tables for 2020-2025 and Sweden's for 2024-2025; the
// demo adds this year and next so turnover against budget has something to compare). Amounts in minor units: a
// steady month with a quiet July and December, Sweden smaller than Norway.
const MONTH_WEIGHT = [0.9, 1, 1.1, 1.1, 1.2, 1.1, 0.4, 0.9, 1.2, 1.2, 1.1, 0.6];
const MONTHLY = { NO: 2_400_000_00, SE: 900_000_00 } as const;
const FIRST_YEAR = { NO: 2020, SE: 2024 } as const;

export async function seedDemoBudgets(shared: Kysely<any>): Promise<void> {
  const lastYear = new Date().getUTCFullYear() + 1;
  const entries: BudgetEntry[] = [];
  for (const site of ['NO', 'SE'] as const) {
    for (let year = FIRST_YEAR[site]; year <= lastYear; year += 1) {
      MONTH_WEIGHT.forEach((weight, index) =>
        entries.push({ site, year, month: index + 1, amount: Math.round(MONTHLY[site] * weight * (1 + (year - 2020) * 0.03)) }),
      );
    }
  }
  // The platform's first admin (user 1) set them.
  await saveBudgets(reportsDb(shared), entries, 1);
}
