import type { ElearningDb } from '../db';

/** The package lists' rows (by type, by status), with how many items each package has. */
export const packageSummaries = (db: ElearningDb) =>
  db
    .selectFrom('package as p')
    .select((eb) => [
      'p.id',
      'p.uuid',
      'p.type',
      'p.title',
      'p.edition',
      'p.status',
      'p.created_at',
      eb.selectFrom('package_item').select(eb.fn.countAll<number>().as('n')).whereRef('package_id', '=', 'p.id').as('itemCount'),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof packageSummaries>['execute']>>[number];

export const toPackageSummary = ({ created_at, itemCount, ...row }: SummaryRow) => ({
  ...row,
  created: created_at.toISOString(),
  itemCount: Number(itemCount ?? 0),
});
