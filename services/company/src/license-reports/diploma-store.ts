import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DiplomaCheck } from '@atrium/company-contract';
import { ownLicenses, publishedDb } from './published-licenses';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten characters without look-alikes (no I, O, 0, 1): easy to type from paper, 32^10 guesses to find one. */
function newCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export interface IssuedDiploma extends DiplomaCheck {
  code: string;
}

/**
 * The diplomas of the customer's passed licenses among ids, each recorded once with its public code: a license
 * downloaded again (or by two admins at once) keeps the code it got first. Other licenses are left out.
 */
export async function issueDiplomas(shared: Kysely<any>, customerId: number, ids: number[]): Promise<IssuedDiploma[]> {
  return shared.transaction().execute(async (trx) => {
    const licenses = await ownLicenses(publishedDb(trx), ids, customerId);
    const diplomas: IssuedDiploma[] = [];
    for (const license of licenses) {
      if (!license.completed || license.not_passed || license.cancelled) continue;
      const personName = `${license.first_name} ${license.last_name}`.trim();
      const completed = license.completed.toISOString().slice(0, 10);
      const { rows } = await sql<{ code: string }>`
        insert into company.diploma (code, license_id, customer_id, person_name, course_name, completed)
        values (${newCode()}, ${license.id}, ${customerId}, ${personName}, ${license.course_name}, ${completed}::date)
        on conflict (license_id) do update set license_id = excluded.license_id
        returning code`.execute(trx);
      diplomas.push({ code: rows[0]!.code, personName, courseName: license.course_name, completed });
    }
    return diplomas;
  });
}

/** What anyone holding a diploma's code may check: the name, course and date printed on it. */
export async function checkDiploma(shared: Kysely<any>, code: string): Promise<DiplomaCheck | undefined> {
  const { rows } = await sql<DiplomaCheck>`
    select person_name as "personName", course_name as "courseName", completed::text as completed
    from company.diploma where code = ${code}`.execute(shared);
  return rows[0];
}
