import type { TranslateFn } from '@atrium/shared-ui';

/**
 * What a refused budget sheet says. The server's 400 message names the row and column and gives a message key
 * ("body.row.3.year: budget.import.invalidYear"), or the file as a whole ("body.file: budget.import.notExcel").
 */
export function importRefusal(error: unknown, t: TranslateFn): string {
  const message = error instanceof Error ? error.message : '';
  const row = /^body\.row\.(\d+)\.\w+: (budget\.[\w.]+)$/.exec(message);
  if (row) return t('budget.import.refused', { row: row[1]!, reason: t(row[2]!) });
  const file = /^body\.file: (budget\.[\w.]+)$/.exec(message);
  return t(file ? file[1]! : 'http.500');
}
