import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';

/*
 * What a copy takes over besides the form: texts (with new ids), prices, files (shared), publications,
 * the package and the responsible users. Quote codes stay with the original (they name one course), as
 * do report customers, customer discounts, notes, evaluations and licenses.
 */
export async function copyEcourseParts(trx: Transaction<ElearningTables>, fromId: number, toId: number): Promise<void> {
  const statements = [
    sql`insert into elearning.ecourse_text (ecourse_id, locale, course_text_main_title, course_text_main, course_text_overview,
          course_text_participant_info, course_text_competence, course_text_regulations, course_text_terms,
          course_text_diploma, course_text_course_manual, course_evaluation)
        select ${toId}, locale, course_text_main_title, course_text_main, course_text_overview, course_text_participant_info,
          course_text_competence, course_text_regulations, course_text_terms, course_text_diploma, course_text_course_manual, course_evaluation
        from elearning.ecourse_text where ecourse_id = ${fromId}`,
    sql`insert into elearning.ecourse_price (ecourse_id, from_date, to_date, value, currency)
        select ${toId}, from_date, to_date, value, currency from elearning.ecourse_price where ecourse_id = ${fromId}`,
    sql`insert into elearning.ecourse_file (ecourse_id, media_file_id, file_type, locale, position)
        select ${toId}, media_file_id, file_type, locale, position from elearning.ecourse_file where ecourse_id = ${fromId}`,
    sql`insert into elearning.ecourse_publication (ecourse_id, publication_id)
        select ${toId}, publication_id from elearning.ecourse_publication where ecourse_id = ${fromId}`,
    sql`update elearning.ecourse c
        set package_id = o.package_id, course_responsible = o.course_responsible, subject_responsible = o.subject_responsible,
            classroom_course_id = o.classroom_course_id
        from elearning.ecourse o where c.id = ${toId} and o.id = ${fromId}`,
  ];
  for (const statement of statements) await statement.execute(trx);
}
