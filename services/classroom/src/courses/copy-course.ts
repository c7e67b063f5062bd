import { sql, type Transaction } from 'kysely';
import type { ClassroomTables } from '../db';

/*
 * What a copy takes over from the original. Quote codes stay (they identify one course), as do
 * evaluations and notes (they are about what happened with the original).
 */
export async function copyCourseParts(trx: Transaction<ClassroomTables>, fromId: number, toId: number): Promise<void> {
  const statements = [
    sql`insert into classroom.classroom_course_text
          select ${toId}, locale, course_text_main_title, course_text_main, course_text_overview, course_text_participant_info,
                 course_text_competence, course_text_regulations, course_text_terms, course_text_diploma,
                 course_text_course_manual, course_evaluation
          from classroom.classroom_course_text where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_price (classroom_course_id, from_date, to_date, value, currency)
          select ${toId}, from_date, to_date, value, currency from classroom.classroom_course_price where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_file (classroom_course_id, media_file_id, position)
          select ${toId}, media_file_id, position from classroom.classroom_course_file where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_test (classroom_course_id, test_type, question_set_id)
          select ${toId}, test_type, question_set_id from classroom.classroom_course_test where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_elearning_lesson (classroom_course_id, course_elearning_id, epkg_lesson_id, description)
          select ${toId}, course_elearning_id, epkg_lesson_id, description
          from classroom.classroom_course_elearning_lesson where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_report_access (classroom_course_id, customer_id)
          select ${toId}, customer_id from classroom.classroom_course_report_access where classroom_course_id = ${fromId}`,
    sql`insert into classroom.classroom_course_framework_agreement (classroom_course_id, customer_id, description)
          select ${toId}, customer_id, description from classroom.classroom_course_framework_agreement where classroom_course_id = ${fromId}`,
    sql`update classroom.classroom_course c
          set report_access = o.report_access, elearning_lessons_allowed = o.elearning_lessons_allowed, product_categories = o.product_categories
          from classroom.classroom_course o where c.id = ${toId} and o.id = ${fromId}`,
  ];
  for (const statement of statements) await statement.execute(trx);
}
