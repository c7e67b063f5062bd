import { sql, type Kysely } from 'kysely';

// The company area's license reports (company decisions 0180, 0224) list classroom participants beside e-learning
// licenses, in the same shape as published.elearning_license: the course, the dates the reports filter on, whether
// the participant started, completed, failed or was cancelled, and what a diploma needs (its template and the
// course's or instance's "diploma disabled"). An instance with status 4 (STATUS_CANCELLED) cancels its participants. Competence lasts the instance's (else the course's) months from approval.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_participant as
    select p.id, p.uuid, p.user_id, p.customer_id, i.classroom_course_id as course_id, p.cli_id,
           c.internal_name as course_name, i.start_date, coalesce(i.end_date, i.start_date) as end_date,
           p.created as created_at,
           case when p.status in ('signed', 'approved', 'notapproved', 'absent')
                  or (i.start_date is not null and i.start_date - 1 <= current_date)
                then coalesce(i.start_date::timestamptz, p.created) end as started,
           case when p.status in ('approved', 'notapproved', 'absent')
                then coalesce(p.approved_at, coalesce(i.end_date, i.start_date)::timestamptz, p.created) end as completed,
           p.status in ('cancelled', 'coursecancelled') or i.status = 4 as cancelled,
           p.status in ('notapproved', 'absent') as not_passed,
           p.cancellation_fee, p.as_part_of_course_program,
           case when p.status = 'approved' and coalesce(i.competence_calculation_value, c.competence_calculation_value) is not null
                then (p.approved::date + make_interval(months => coalesce(i.competence_calculation_value, c.competence_calculation_value)))::date
           end as competence_expires,
           c.diploma_disabled or i.diploma_disabled as diploma_disabled,
           coalesce(i.diploma_template_id, c.diploma_template_id) as diploma_template_id
    from classroom.participant p
    join classroom.classroom_course_instance i on i.id = p.cli_id
    join classroom.classroom_course c on c.id = i.classroom_course_id`.execute(db);
  // The diploma templates per course provider (document 000 §3): the issuer a diploma names.
  await sql`
    create view published.classroom_diploma_template as
    select t.id, t.name, cp.id as course_provider_id, cp.name as provider_name
    from classroom.diploma_template t join classroom.course_provider cp on cp.id = t.course_provider_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_diploma_template, published.classroom_participant`.execute(db);
}
