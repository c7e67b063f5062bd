import { placeholderEmail, type DuplicateCheckResult, type MassImportRow, type ParsedRow } from '@atrium/users-contract';

/** Document 003 §2: 1 choose, 2 upload, 3 review, 4 duplicates, 5 result, 6 final. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6;
export const STEPS: readonly Step[] = [1, 2, 3, 4, 5, 6];

/** A row added by hand: empty but for its placeholder e-mail (document 003 §5). */
export const blankRow = (index: number): MassImportRow => ({ index, firstname: '', lastname: '', email: placeholderEmail(index) });

/** Skipping to step 3 starts with an empty list and one blank row (document 003 §2). */
export const skipToReview = () => ({ step: 3 as const, rows: [blankRow(0)] });

export const rowOfParsed = (row: ParsedRow): MassImportRow => ({ ...row });

/** From step 3: to 4 when duplicates were found, else on to registering and 5 (document 003 §2). */
export const stepAfterCheck = (duplicates: DuplicateCheckResult['duplicates'], rows: MassImportRow[]): Step =>
  duplicates.some(({ index }) => unresolved(rows.find((row) => row.index === index))) ? 4 : 5;

const unresolved = (row: MassImportRow | undefined) => Boolean(row && !row.userIdToKeep && !row.registerAnyway);

/** Step 4 forces registration only once every duplicate is kept or registered anyway (document 003 §5). */
export const allResolved = (duplicates: DuplicateCheckResult['duplicates'], rows: MassImportRow[]) =>
  duplicates.every(({ index }) => !unresolved(rows.find((row) => row.index === index)));

/** The next free index for a new row. */
export const nextIndex = (rows: MassImportRow[]) => rows.reduce((max, row) => Math.max(max, row.index + 1), 0);
