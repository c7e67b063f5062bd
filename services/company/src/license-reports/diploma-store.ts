import { randomInt } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DiplomaCheck } from '@atrium/company-contract';
import { everyLicense, isSelected, publishedDb, type PublishedDb, type RowIds } from './published-licenses';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten characters without look-alikes (no I, O, 0, 1): easy to type from paper, 32^10 guesses to find one. */
function newCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** What the course's diploma template says, in the holder's language or the fallback (decision 0233). */
export interface DiplomaText {
  /** The locale the text is written in. */
  locale: string;
  title: string;
  /** With {name}, {course}, {date} and {hours} to fill in. */
  body: string;
  issuer: string;
  signatureLine: string;
}

export interface IssuedDiploma extends DiplomaCheck {
  code: string;
  /** The course provider of the course's diploma template, who issues it; null without a template. */
  issuer: string | null;
  /** The holder's language, for what the diploma prints around the template's text. */
  locale: string;
  /** The template's text; null when the course has no template or it says nothing yet (the standard layout). */
  text: DiplomaText | null;
  /** The course's length in hours (classroom or e-learning); null for a course without one. */
  hours: number | null;
}

/** The customer's rows among the ids that earn a diploma: passed, not cancelled, the course's diplomas not disabled. */
function diplomaRows(db: PublishedDb, customerId: number, ids: RowIds) {
  return (
    db
      .selectFrom(everyLicense(db).as('l'))
      .innerJoin('users_person as p', 'p.id', 'l.user_id')
      .leftJoin('classroom_diploma_template as t', 't.id', 'l.diploma_template_id')
      // The template's text in the holder's language, else in English, else in whichever language it was written.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('classroom_diploma_template_text as tt')
            .select(['tt.locale', 'tt.title', 'tt.body', 'tt.issuer', 'tt.signature_line'])
            .whereRef('tt.template_id', '=', 'l.diploma_template_id')
            .where(sql<SqlBool>`(tt.title <> '' or tt.body <> '')`)
            .orderBy(sql`tt.locale = p.locale`, 'desc')
            .orderBy(sql`tt.locale = 'en_US'`, 'desc')
            .orderBy('tt.locale')
            .limit(1)
            .as('tt'),
        (join) => join.onTrue(),
      )
      // The course's length from the area that holds the course (ids of the two areas overlap, so by course type).
      .leftJoin('classroom_course_hours as h', (join) =>
        join.onRef('h.course_id', '=', 'l.course_id').on(sql<SqlBool>`l.course_type = 'CLASSROOM'`),
      )
      .leftJoin('elearning_course_hours as eh', (join) =>
        join.onRef('eh.course_id', '=', 'l.course_id').on(sql<SqlBool>`l.course_type = 'ELEARNING'`),
      )
      .select(['l.id', 'l.course_type', 'l.course_name', 'l.completed', 'p.first_name', 'p.last_name', 'p.locale', 't.provider_name'])
      .select(['tt.locale as text_locale', 'tt.title', 'tt.body', 'tt.issuer', 'tt.signature_line'])
      .select((eb) => eb.fn.coalesce('h.hours', 'eh.hours').as('hours'))
      .where('l.customer_id', '=', customerId)
      .where(isSelected(ids))
      .where(sql<SqlBool>`l.completed is not null and not l.not_passed and not l.cancelled and not l.diploma_disabled`)
      .orderBy('l.course_type', 'desc')
      .orderBy('l.id')
      .execute()
  );
}

type DiplomaRow = Awaited<ReturnType<typeof diplomaRows>>[number];

function textOf(row: DiplomaRow): DiplomaText | null {
  if (row.text_locale === null) return null;
  return {
    locale: row.text_locale,
    title: row.title ?? '',
    body: row.body ?? '',
    issuer: row.issuer ?? '',
    signatureLine: row.signature_line ?? '',
  };
}

/**
 * The diplomas of the customer's passed licenses and participants among the ids, each recorded once with its public
 * code: one downloaded again (or by two admins at once) keeps the code it got first. Others are left out.
 */
export async function issueDiplomas(shared: Kysely<any>, customerId: number, ids: RowIds): Promise<IssuedDiploma[]> {
  return shared.transaction().execute(async (trx) => {
    const diplomas: IssuedDiploma[] = [];
    for (const row of await diplomaRows(publishedDb(trx), customerId, ids)) {
      const personName = `${row.first_name} ${row.last_name}`.trim();
      const completed = row.completed!.toISOString().slice(0, 10);
      const { rows } = await sql<{ code: string }>`
        insert into company.diploma (code, course_type, license_id, customer_id, person_name, course_name, completed)
        values (${newCode()}, ${row.course_type}, ${row.id}, ${customerId}, ${personName}, ${row.course_name}, ${completed}::date)
        on conflict (course_type, license_id) do update set license_id = excluded.license_id
        returning code`.execute(trx);
      diplomas.push({
        code: rows[0]!.code,
        personName,
        courseName: row.course_name,
        completed,
        issuer: row.provider_name,
        locale: row.locale ?? 'en_US',
        text: textOf(row),
        hours: row.hours === null ? null : Number(row.hours),
      });
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
