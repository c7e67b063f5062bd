import { massImportRowSchema, type MassImportRow } from '@atrium/users-contract';

/** What is wrong with a row, by field, as message keys: the same rules the registration applies. */
export function rowProblems(row: MassImportRow): Record<string, string> {
  const checked = massImportRowSchema.safeParse(row);
  if (checked.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of checked.error.issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  return problems;
}

/** Two rows with the same address would be one person: the later ones are flagged (not kept rows, which add nobody). */
export function repeatedEmails(rows: MassImportRow[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    if (row.userIdToKeep) continue;
    const email = row.email.trim().toLowerCase();
    if (seen.has(email)) repeated.add(row.index);
    seen.add(email);
  }
  return repeated;
}
