import { HttpError, queueMail, RequestValidationError } from '@atrium/service-core';
import { sql } from 'kysely';
import {
  MASS_IMPORT_CUSTOMER_CLOSED,
  MASS_IMPORT_EMAIL_TAKEN,
  MASS_IMPORT_EMAIL_TWICE,
  MASS_IMPORT_NOT_ENOUGH_SEATS,
  MASS_IMPORT_UNKNOWN_COURSE,
  MASS_IMPORT_UNRESOLVED,
  type CheckedMassImportRow,
  type Locale,
  type RegistrationReport,
} from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { LOCALE_OF_SITE } from '../new-user/new-user-store';
import { findOpenCustomer, type OpenCustomer } from '../new-user/published-customer';
import { findPerson } from '../password-reset/password-reset-store';
import { sendPasswordLink } from '../password-reset/send-password-link';
import { UNUSABLE_HASH } from '../session/password-hash';
import { findDuplicates } from './duplicate-score';
import { joinDepartments, type DepartmentJoin } from './published-departments';
import { courseNoticeMail } from './course-notice-mail';
import type { MassImportRequest } from './mass-import-request';
import { courseTitles } from './published-courses';

/** Rows written per statement: well inside PostgreSQL's 65,535 parameters, few round trips for 10,000 people. */
const CHUNK = 1000;

/** The errors the owning areas' published functions raise (decision 0140). */
const NOT_FOUND = 'AT404';
const SEATS_MISSING = 'AT409';

export interface Registration {
  report: RegistrationReport;
  people: { index: number; userId: number; created: boolean; contextCreated: boolean }[];
  grants: { kind: 'license' | 'participant'; courseId: number; grantId: number; userId: number }[];
  departments: DepartmentJoin[];
}

interface Options {
  /** Told how many people are registered so far, between chunks (the job's progress). */
  onProgress?: (done: number) => Promise<void>;
  /** Report only: the dry run sends no e-mail, even into a transaction it rolls back. */
  dryRun?: boolean;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The checks that need no writing: the customer, e-mails once per file, no address already registered, and (unless
 * `quick`) every possible duplicate resolved. The duplicate search is the slow one (seconds for 10,000 rows): the
 * register call leaves it to the job, right after the dry run made it (decision 0216).
 */
export async function checkRegistration(trx: UsersDb, request: MassImportRequest, { quick = false } = {}): Promise<OpenCustomer> {
  const customer = await findOpenCustomer(trx, request.customerId);
  if (!customer) throw RequestValidationError.forField('body', ['customerId'], MASS_IMPORT_CUSTOMER_CLOSED);
  const seen = new Map<string, number>();
  request.users.forEach((row, position) => {
    if (row.userIdToKeep) return;
    const email = row.email.toLowerCase();
    if (seen.has(email)) throw RequestValidationError.forField('body', ['users', String(position), 'email'], MASS_IMPORT_EMAIL_TWICE);
    seen.set(email, position);
  });
  // Document 003 §5: the duplicates check blocks registration until resolved (kept, or registered anyway).
  if (!quick) {
    const open = request.users.filter((row) => !row.userIdToKeep && !row.registerAnyway);
    const duplicates = await findDuplicates(trx, request.customerId, open, { customersOwnOnly: !request.crossTenant });
    if (duplicates.length > 0) throw new HttpError(409, MASS_IMPORT_UNRESOLVED);
  }
  const taken = await trx
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where(sql<string>`lower(email)`, 'in', seen.size > 0 ? [...seen.keys()] : [''])
    .execute();
  if (taken.length > 0) {
    const position = seen.get(taken[0]!.email)!;
    throw RequestValidationError.forField('body', ['users', String(position), 'email'], MASS_IMPORT_EMAIL_TAKEN);
  }
  return customer;
}

/**
 * Registers the import's people at the customer in trx (document 003 §7 "complete registration"): new people,
 * their customer context with the row's employee number, title and department, the department's membership, the
 * kept people's context, the
 * chosen e-courses' licenses and the chosen instances' seats through the owning areas' published functions (their
 * rules: no second license, the seat count), and the e-mails through the outbox. All of it or, on any refusal,
 * nothing: the caller's transaction rolls back. Answers what it made.
 */
export async function registerPeople(trx: UsersDb, request: MassImportRequest, options: Options = {}): Promise<Registration> {
  const customer = await checkRegistration(trx, request);
  const kept = await keptPeople(trx, request);
  const people: Registration['people'] = [];
  const report: RegistrationReport = { people: [], licenses: [], places: [], departments: [], emails: 0, sms: request.sms };
  const departments: DepartmentJoin[] = [];
  const locale = LOCALE_OF_SITE[customer.site];
  let done = 0;

  for (const rows of chunks(request.users)) {
    const fresh = rows.filter((row) => !row.userIdToKeep);
    const created = fresh.length === 0 ? [] : await insertPeople(trx, fresh, locale);
    const idOf = new Map(created.map((user) => [user.email.toLowerCase(), user.id]));
    const userIds = rows.map((row) => row.userIdToKeep ?? idOf.get(row.email.toLowerCase())!);
    const contexts = await joinCustomer(trx, customer, rows, userIds);
    departments.push(
      ...(await joinDepartments(
        trx,
        customer.id,
        userIds,
        rows.map((row) => row.departmentName ?? null),
      )),
    );
    rows.forEach((row, i) => {
      const userId = userIds[i]!;
      const person = row.userIdToKeep ? kept.get(row.userIdToKeep)! : undefined;
      const context = contexts.get(userId)!;
      people.push({ index: row.index, userId, created: !person, contextCreated: context === 'create' });
      report.people.push({
        index: row.index,
        action: person ? 'keep' : 'create',
        userId,
        name: person ? person.name : `${row.firstname} ${row.lastname}`,
        email: person ? person.email : row.email,
        context,
      });
    });
    done += rows.length;
    await options.onProgress?.(done);
  }

  report.departments = departmentReport(departments);
  const everyone = [...new Set(people.map((person) => person.userId))];
  const titles = await courseTitles(trx, request.eCourses, request.cliCourses, request.locale);
  const grants: Registration['grants'] = [];
  for (const ecourseId of request.eCourses) {
    const granted = await grant(trx, 'license', ecourseId, customer.id, everyone);
    grants.push(...granted);
    const title = titles.eCourses.get(ecourseId) ?? String(ecourseId);
    report.licenses.push({ ecourseId, title, granted: granted.length, alreadyHeld: everyone.length - granted.length });
  }
  for (const instanceId of request.cliCourses) {
    const enrolled = await grant(trx, 'participant', instanceId, customer.id, everyone);
    grants.push(...enrolled);
    const title = titles.cliCourses.get(instanceId) ?? String(instanceId);
    report.places.push({ instanceId, title, enrolled: enrolled.length, alreadyOn: everyone.length - enrolled.length });
  }

  if (request.email) {
    const courseNames = [...report.licenses, ...report.places].map((course) => course.title);
    for (const person of people) {
      const mailed = person.created || courseNames.length > 0;
      if (mailed && !options.dryRun) await notify(trx, person, courseNames, request.origin);
      if (mailed) report.emails += 1;
    }
  }
  return { report, people, grants, departments };
}

/** The existing people rows are resolved to; each must exist, and a company admin may keep only their own people. */
async function keptPeople(trx: UsersDb, request: MassImportRequest) {
  const ids = [...new Set(request.users.flatMap((row) => (row.userIdToKeep ? [row.userIdToKeep] : [])))];
  const found = new Map<number, { name: string; email: string }>();
  if (ids.length === 0) return found;
  let query = trx
    .selectFrom('users as u')
    .select(['u.id', sql<string>`u.first_name || ' ' || u.last_name`.as('name'), 'u.email'])
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null);
  if (!request.crossTenant) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_context as c')
          .select(sql`1`.as('one'))
          .whereRef('c.user_id', '=', 'u.id')
          .where('c.customer_id', '=', request.customerId),
      ),
    );
  }
  for (const row of await query.execute()) found.set(row.id, { name: row.name, email: row.email });
  const position = request.users.findIndex((row) => row.userIdToKeep && !found.has(row.userIdToKeep));
  if (position >= 0) throw RequestValidationError.forField('body', ['users', String(position), 'userIdToKeep'], 'validation.unknownChoice');
  return found;
}

/** New people without a password: they choose one through the welcome e-mail's link (as new-user-store does). */
function insertPeople(trx: UsersDb, rows: CheckedMassImportRow[], siteLocale: Locale) {
  return trx
    .insertInto('users')
    .values(
      rows.map((row) => ({
        username: row.email,
        email: row.email,
        first_name: row.firstname,
        last_name: row.lastname,
        phone: row.phone,
        birthdate: row.birthdate,
        password_hash: UNUSABLE_HASH,
        locale: row.locale ?? siteLocale,
      })),
    )
    .returning(['id', 'email'])
    .execute()
    .catch((error: Error & { code?: string }) => {
      // Someone registered the same address since the check (the unique index decides).
      throw error.code === '23505' ? new HttpError(409, MASS_IMPORT_EMAIL_TAKEN) : error;
    });
}

/**
 * Gives each person a context at the customer with the row's work details. A context that exists is woken up
 * without the roles it had while inactive (registering never grants a role, as ensureActiveContext says) and keeps
 * its details where the row has none. Answers per person whether the context was created, reactivated or was there.
 */
async function joinCustomer(trx: UsersDb, customer: OpenCustomer, rows: CheckedMassImportRow[], userIds: number[]) {
  const before = await trx
    .selectFrom('user_context')
    .select(['user_id', 'active'])
    .where('customer_id', '=', customer.id)
    .where('user_id', 'in', userIds)
    .execute();
  const had = new Map(before.map((row) => [row.user_id, row.active]));
  await trx
    .insertInto('user_context')
    .values(
      rows.map((row, i) => ({
        user_id: userIds[i]!,
        customer_id: customer.id,
        customer_name: customer.name,
        roles: [],
        site: customer.site,
        employee_number: row.employeeNumber,
        title: row.title,
        customer_department: row.departmentName,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'customer_id']).doUpdateSet({
        active: true,
        roles: sql`case when user_context.active then user_context.roles else '{}'::text[] end`,
        employee_number: sql`coalesce(excluded.employee_number, user_context.employee_number)`,
        title: sql`coalesce(excluded.title, user_context.title)`,
        customer_department: sql`coalesce(excluded.customer_department, user_context.customer_department)`,
      }),
    )
    .execute();
  return new Map(
    userIds.map((userId) => {
      const active = had.get(userId);
      return [userId, active === undefined ? 'create' : active ? 'exists' : 'reactivate'] as const;
    }),
  );
}

/** How many people join each department, in the order the rows first name them. */
function departmentReport(joins: DepartmentJoin[]): RegistrationReport['departments'] {
  const byId = new Map<number, RegistrationReport['departments'][number]>();
  for (const join of joins) {
    const entry = byId.get(join.departmentId) ?? { name: join.departmentName, joined: 0, created: join.departmentCreated };
    entry.joined += 1;
    byId.set(join.departmentId, entry);
  }
  return [...byId.values()];
}

/** A license per person of an e-course, or a seat per person on an instance, by the owning area's published function. */
async function grant(trx: UsersDb, kind: 'license' | 'participant', courseId: number, customerId: number, userIds: number[]) {
  try {
    const { rows } =
      kind === 'license'
        ? await sql<{ user_id: number; grant_id: number }>`
            select user_id, license_id as grant_id
            from published.elearning_grant_licenses(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx)
        : await sql<{ user_id: number; grant_id: number }>`
            select user_id, participant_id as grant_id
            from published.classroom_enrol_participants(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx);
    return rows.map((row) => ({ kind, courseId, grantId: row.grant_id, userId: row.user_id }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === NOT_FOUND) {
      throw RequestValidationError.forField('body', [kind === 'license' ? 'eCourses' : 'cliCourses'], MASS_IMPORT_UNKNOWN_COURSE);
    }
    if (code === SEATS_MISSING) throw new HttpError(409, MASS_IMPORT_NOT_ENOUGH_SEATS);
    throw error;
  }
}

/**
 * One e-mail per person: a new person gets the welcome e-mail with the link to choose a password (their courses wait
 * on their page), a kept one a notice of the courses the import gave them.
 */
async function notify(trx: UsersDb, person: Registration['people'][number], courseNames: string[], origin: string) {
  const recipient = await findPerson(trx, person.userId);
  if (!recipient) return;
  if (person.created) await sendPasswordLink(trx, recipient, 'welcome', origin);
  else await queueMail(trx, 'users', courseNoticeMail(recipient, courseNames, origin));
}
