import { HttpError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import {
  CANCELLED_PARTICIPANT_STATUSES,
  WORK_ITEM_KEYS,
  type CourseOverview,
  type ManagedParticipant,
  type WaitingListEntry,
  type WorkItem,
  type WorkItemKey,
} from '@atrium/classroom-contract';
import { customerNames, personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { seatCounts, seatsAvailable } from '../licenses/seats';
import { inCompanyCustomer } from './in-company-customer';

/** The participants named (or all of an instance), with names from the users and company areas' views. */
export async function managedParticipants(
  db: ClassroomDb,
  where: { cliId: number } | { ids: readonly number[] },
): Promise<ManagedParticipant[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const rows = await db
    .selectFrom('participant')
    .selectAll()
    .$if('cliId' in where, (q) => q.where('cli_id', '=', (where as { cliId: number }).cliId))
    .$if('ids' in where, (q) => q.where('id', 'in', [...(where as { ids: number[] }).ids]))
    .orderBy('created')
    .orderBy('id')
    .execute();
  const [names, customers] = await Promise.all([
    personNames(
      db as Kysely<any>,
      rows.map((row) => row.user_id),
    ),
    customerNames(db as Kysely<any>, [...new Set(rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])))]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    userId: row.user_id,
    name: names.get(row.user_id) ?? null,
    customerId: row.customer_id,
    customerName: row.customer_id === null ? null : (customers.get(row.customer_id) ?? null),
    status: row.status,
    approved: row.approved,
    pretest: row.pretest,
    posttest: row.posttest,
    cancellationFee: row.cancellation_fee,
    asPartOfCourseProgram: row.as_part_of_course_program,
    created: row.created.toISOString(),
  }));
}

/** The waiting list of an instance in queue order, 1 first. */
export async function waitingList(db: ClassroomDb, cliId: number): Promise<WaitingListEntry[]> {
  const rows = await db
    .selectFrom('waiting_list')
    .selectAll()
    .select(sql<string>`row_number() over (order by position)`.as('place'))
    .where('cli_id', '=', cliId)
    .orderBy('position')
    .execute();
  const [names, customers] = await Promise.all([
    personNames(
      db as Kysely<any>,
      rows.map((row) => row.user_id),
    ),
    customerNames(db as Kysely<any>, [...new Set(rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])))]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: names.get(row.user_id) ?? null,
    customerId: row.customer_id,
    customerName: row.customer_id === null ? null : (customers.get(row.customer_id) ?? null),
    place: Number(row.place),
    offered: row.offered_at?.toISOString() ?? null,
    created: row.created.toISOString(),
  }));
}

/** Every work item key of the instance; a key never set has done null. */
export async function workItems(db: ClassroomDb, cliId: number): Promise<WorkItem[]> {
  const rows = await db.selectFrom('work_item').selectAll().where('cli_id', '=', cliId).execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return WORK_ITEM_KEYS.map((key: WorkItemKey) => {
    const row = byKey.get(key);
    return { key, done: row?.done ?? null, by: row?.done_by ?? null, timestamp: row?.updated.toISOString() ?? null };
  });
}

/** Document 002 §3 "Course overview": the instance, who attends, waits, holds seats or cancelled, and its work. */
export async function courseOverview(db: ClassroomDb, cliId: number): Promise<CourseOverview> {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .selectAll('i')
    .select('c.internal_name')
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const [participants, queue, reservations, items, counts, bedriftsinternt] = await Promise.all([
    managedParticipants(db, { cliId }),
    waitingList(db, cliId),
    db.selectFrom('reservation').select(['id', 'seats', 'comment']).where('cli_id', '=', cliId).orderBy('id').execute(),
    workItems(db, cliId),
    seatCounts(db, [cliId]),
    inCompanyCustomer(db, instance).then((inCompany) => inCompany?.customer ?? null),
  ]);
  const seats = counts.get(cliId)!;
  const cancelled = (p: ManagedParticipant) => CANCELLED_PARTICIPANT_STATUSES.includes(p.status);
  return {
    instanceId: cliId,
    details: {
      courseId: instance.classroom_course_id,
      title: instance.internal_name,
      status: instance.status,
      startDate: instance.start_date,
      endDate: instance.end_date,
      seats: { maxParticipants: instance.max_participants, ...seats, seatsAvailable: seatsAvailable(instance.max_participants, seats) },
      blockNotifications: instance.block_notifications,
      instanceHasPreScore: instance.instance_has_pre_score,
      instanceHasPostScore: instance.instance_has_post_score,
    },
    participants: {
      attending: participants.filter((p) => !cancelled(p)),
      waitingList: queue,
      reservations,
      cancelled: participants.filter(cancelled),
    },
    workItems: {
      items,
      packagedMaterials: { count: instance.packaged_materials_count, extraInfo: instance.packaged_materials_extra_info },
    },
    externalInfo: instance.external_info,
    internalInfo: instance.internal_info,
    bedriftsinternt,
  };
}
