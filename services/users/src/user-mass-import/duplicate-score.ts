import { sql } from 'kysely';
import {
  DUPLICATE_MIN_SCORE,
  DUPLICATE_WEIGHTS,
  NAME_SIMILARITY_MIN,
  type CheckedMassImportRow,
  type DuplicateCandidate,
  type DuplicateCheckResult,
} from '@atrium/users-contract';
import type { UsersDb } from '../db';

/** A phone number as compared: its last eight digits, so +47 912 34 567 and 91234567 are the same number. */
const phoneKey = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(-8) : null;
};

interface Pair {
  idx: number;
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  same_email: boolean;
  name_similarity: number;
  same_birthdate: boolean;
  same_employee_number: boolean;
  same_phone: boolean;
}

/** The score of one pair and the signals behind it (decision 0216). */
function scored(pair: Pair): Pick<DuplicateCandidate, 'score' | 'reasons'> {
  const reasons: DuplicateCandidate['reasons'] = [];
  if (pair.same_email) reasons.push({ reason: 'email' });
  if (pair.name_similarity >= NAME_SIMILARITY_MIN)
    reasons.push({ reason: 'name', similarity: Math.round(pair.name_similarity * 100) / 100 });
  if (pair.same_birthdate) reasons.push({ reason: 'birthdate' });
  if (pair.same_employee_number) reasons.push({ reason: 'employeeNumber' });
  if (pair.same_phone) reasons.push({ reason: 'phone' });
  const score = reasons.reduce(
    (sum, { reason, similarity }) => sum + DUPLICATE_WEIGHTS[reason] * (reason === 'name' ? (similarity ?? 0) : 1),
    0,
  );
  return { score: Math.round(score * 100) / 100, reasons };
}

/**
 * Possible duplicates of each row among the people Atrium has (document 003 §2 step 4, §7 "check duplicate users";
 * decision 0216). Candidates come from four indexed searches at once for every row (the same e-mail, a similar last name
 * by pg_trgm, the same employee number at the customer, the same phone number), and each is scored on all five
 * signals, the birth date included; those scoring DUPLICATE_MIN_SCORE or more are answered, best first. A
 * tenant-scoped caller (a company admin) sees only the customer's own people (issue 11 finding 1).
 */
export async function findDuplicates(
  trx: UsersDb,
  customerId: number,
  rows: Pick<CheckedMassImportRow, 'index' | 'firstname' | 'lastname' | 'email' | 'birthdate' | 'employeeNumber' | 'phone'>[],
  scope: { customersOwnOnly: boolean },
): Promise<DuplicateCheckResult['duplicates']> {
  if (rows.length === 0) return [];
  const input = JSON.stringify(
    rows.map((row) => ({
      idx: row.index,
      full_name: `${row.firstname} ${row.lastname}`.toLowerCase(),
      last_name: row.lastname.toLowerCase(),
      email: row.email.toLowerCase(),
      birthdate: row.birthdate,
      employee_number: row.employeeNumber,
      phone: phoneKey(row.phone),
    })),
  );
  // The % operator finds last names at least this similar through the trigram index (a first name is shared by too
  // many to search by: 'Astrid' would pair each Astrid with every other); the score then weighs the whole name.
  // Only for this transaction.
  await sql`select set_config('pg_trgm.similarity_threshold', ${String(NAME_SIMILARITY_MIN)}, true)`.execute(trx);
  const { rows: pairs } = await sql<Pair>`
    with r as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as r(idx int, full_name text, last_name text, email text, birthdate date, employee_number text, phone text)
    ),
    pairs as (
      select r.idx, u.id from r join users.users u on lower(u.email) = r.email
      union
      select r.idx, u.id from r join users.users u on lower(u.last_name) operator(public.%) r.last_name
      union
      select r.idx, c.user_id from r
        join users.user_context c on c.customer_id = ${customerId} and c.employee_number = r.employee_number
      union
      select r.idx, u.id from r
        join users.users u on u.phone is not null and right(regexp_replace(u.phone, '\\D', '', 'g'), 8) = r.phone
    )
    select p.idx, u.id, u.first_name, u.last_name, u.email,
           lower(u.email) = r.email as same_email,
           public.similarity(lower(u.first_name || ' ' || u.last_name), r.full_name) as name_similarity,
           coalesce(u.birthdate = r.birthdate, false) as same_birthdate,
           exists (select 1 from users.user_context c where c.user_id = u.id and c.customer_id = ${customerId}
                   and c.employee_number = r.employee_number) as same_employee_number,
           coalesce(right(regexp_replace(u.phone, '\\D', '', 'g'), 8) = r.phone, false) as same_phone
    from pairs p
    join r on r.idx = p.idx
    join users.users u on u.id = p.id
    where u.deleted_at is null
      and (not ${scope.customersOwnOnly} or exists (
        select 1 from users.user_context c where c.user_id = u.id and c.customer_id = ${customerId}))`.execute(trx);

  const kept = pairs.map((pair) => ({ pair, ...scored(pair) })).filter(({ score }) => score >= DUPLICATE_MIN_SCORE);
  const contexts = await contextsOf(
    trx,
    kept.map(({ pair }) => pair.id),
  );
  const byIndex = new Map<number, DuplicateCandidate[]>();
  for (const { pair, score, reasons } of kept) {
    const candidate: DuplicateCandidate = {
      user: { id: pair.id, firstname: pair.first_name, lastname: pair.last_name, email: pair.email },
      contexts: contexts.get(pair.id) ?? [],
      score,
      reasons,
    };
    byIndex.set(pair.idx, [...(byIndex.get(pair.idx) ?? []), candidate]);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, candidates]) => ({ index, candidates: candidates.sort((a, b) => b.score - a.score || a.user.id - b.user.id) }));
}

async function contextsOf(trx: UsersDb, userIds: number[]) {
  const found = new Map<number, DuplicateCandidate['contexts']>();
  if (userIds.length === 0) return found;
  const rows = await trx
    .selectFrom('user_context')
    .select(['user_id', 'customer_id', 'customer_name', 'active'])
    .where('user_id', 'in', [...new Set(userIds)])
    .orderBy('user_id')
    .orderBy('customer_name')
    .execute();
  for (const row of rows) {
    found.set(row.user_id, [
      ...(found.get(row.user_id) ?? []),
      { customerId: row.customer_id, customerName: row.customer_name, active: row.active },
    ]);
  }
  return found;
}
