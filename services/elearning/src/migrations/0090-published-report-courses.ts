import { sql, type Kysely } from 'kysely';

// The reports area's e-learning turnover search (/elearning-search, document 003, issue 19, reports decision 0210)
// reads what a report row shows of an e-course through this view, never the e-learning tables: its title in the
// course's own language (the internal name when that text is missing), the language and the product categories.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_report_course as
    select e.id, e.internal_name as name, e.course_language as language, e.product_categories,
           coalesce(nullif(t.course_text_main_title, ''), e.internal_name) as title
    from elearning.ecourse e
    left join elearning.ecourse_text t on t.ecourse_id = e.id and t.locale = e.course_language`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_report_course`.execute(db);
}
