import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';

/**
 * Recomputes the competence expiry of every completed license of the course from its calculation
 * (document 001 §8: it overwrites what was there). Without a calculation the expiry is cleared.
 */
export async function competenceRefresh(trx: Transaction<ElearningTables>, ecourseId: number): Promise<number> {
  const result = await sql`
    update elearning.license l
    set competence_expires = case
      when c.competence_calculation_method = 'months' then (l.completed + make_interval(months => c.competence_calculation_months))::date
      when c.competence_calculation_method = 'endOfYear'
        then (date_trunc('year', l.completed + make_interval(months => c.competence_calculation_months)) + interval '1 year - 1 day')::date
    end
    from elearning.ecourse c
    where c.id = ${ecourseId} and l.ecourse_id = c.id and l.completed is not null and not l.cancelled`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
