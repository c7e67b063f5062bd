import { sql, type Kysely } from 'kysely';
import type { ParticipantStatus } from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import { isoDay } from './fixtures';

/** Stands in for the view the users area publishes (same columns), so participants get names and mail (first name @example.com). */
export async function publishPeople(
  shared: Kysely<any>,
  people: { id: number; first: string; last: string; locale?: string }[],
): Promise<void> {
  await sql`create schema if not exists published`.execute(shared);
  await sql`
    create table published.users_person as
    select p.id, p.first as first_name, p.last as last_name, '{}'::text[] as roles, lower(p.first) || '@example.com' as email,
      coalesce(p.locale, 'en_US') as locale
    from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p (id integer, first text, last text, locale text)`.execute(shared);
}

/** The people the license tests hand licenses to, by users-area id. */
export const PEOPLE = [
  { id: 1, first: 'Ada', last: 'Admin' },
  { id: 2, first: 'Berit', last: 'Bakke' },
  { id: 3, first: 'Carl', last: 'Company' },
  { id: 4, first: 'Dina', last: 'Dahl' },
  { id: 5, first: 'Erik', last: 'Eng' },
  { id: 6, first: 'Frida', last: 'Fjell' },
];

/** A 400 whose message names the field. */
export function expectRefusedField(res: { statusCode: number; json: () => { message: string } }, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain(field);
}

/** An instance of the course from `from` to `to` days after today. */
export async function insertInstance(
  shared: Kysely<any>,
  courseId: number,
  instance: { from: number | null; to?: number; status?: number; maxParticipants?: number | null },
): Promise<number> {
  const start = instance.from === null ? null : isoDay(instance.from);
  const row = await classroomDb(shared)
    .insertInto('classroom_course_instance')
    .values({
      classroom_course_id: courseId,
      status: instance.status ?? 3,
      sku: null,
      start_date: start,
      end_date: instance.from === null ? null : isoDay(instance.to ?? instance.from),
      min_participants: null,
      max_participants: instance.maxParticipants ?? null,
      info: null,
      price: null,
      customer_id: null,
      internal_price: null,
      order_reference: null,
      course_place_id: null,
      competence_calculation_value: null,
      competence_calculation_method: null,
      diploma_template_id: null,
      course_report_comments: null,
      customer_contact_person_id: null,
      customer_rapport_person_id: null,
      parent_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ParticipantFixture {
  userId: number;
  customerId?: number | null;
  status?: ParticipantStatus;
  approved?: string;
  fee?: number;
  courseProgram?: boolean;
}

export async function insertParticipants(shared: Kysely<any>, cliId: number, participants: ParticipantFixture[]): Promise<number[]> {
  const rows = await classroomDb(shared)
    .insertInto('participant')
    .values(
      participants.map((p) => {
        const status = p.status ?? 'enrolled';
        return {
          cli_id: cliId,
          user_id: p.userId,
          customer_id: p.customerId ?? null,
          status,
          approved: status === 'approved' ? (p.approved ?? isoDay(-1)) : null,
          cancelled_at: status === 'cancelled' || status === 'coursecancelled' ? new Date() : null,
          cancellation_fee: p.fee ?? 0,
          as_part_of_course_program: p.courseProgram ?? false,
        };
      }),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
