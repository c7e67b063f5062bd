import type { LearningSite, Role } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import type { Locale } from '@atrium/users-contract';
import { usersDb } from './db';
import { hashPassword } from './session/password-hash';
import { seedContractorPortal } from './contractor-portal/seed-contractor-portal';

const DEMO_PASSWORD = 'atrium123';

// Customer ids and names match the company area's demo customers.
const ATRIUM_KURS = { id: 1, name: 'Atrium Kurs AS' };
const NORDSJO_ENERGI = { id: 2, name: 'Nordsjø Energi AS' };
const SVENSK_BYGG = { id: 3, name: 'Svensk Bygg AB' };

interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  customer: { id: number; name: string };
  roles: Role[];
  site: LearningSite;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    locale: 'nb_NO',
    customer: ATRIUM_KURS,
    roles: ['atrium', 'staff'],
    site: 'NO',
  },
  { username: 'staff', firstName: 'Stian', lastName: 'Staff', locale: 'nb_NO', customer: ATRIUM_KURS, roles: ['staff'], site: 'NO' },
  {
    username: 'instructor',
    firstName: 'Ingrid',
    lastName: 'Instruktør',
    locale: 'nb_NO',
    customer: ATRIUM_KURS,
    roles: ['instructor'],
    site: 'NO',
  },
  {
    username: 'companyadmin',
    firstName: 'Carl',
    lastName: 'Company',
    locale: 'nb_NO',
    customer: NORDSJO_ENERGI,
    roles: ['companyadmin'],
    site: 'NO',
  },
  { username: 'svensk', firstName: 'Sven', lastName: 'Svensson', locale: 'sv_SE', customer: SVENSK_BYGG, roles: ['staff'], site: 'SE' },
  // Document 003: the eca administrators open /eca/dashboard and any instructor's calendar (reports decision 0212).
  { username: 'eca', firstName: 'Elin', lastName: 'Eca', locale: 'nb_NO', customer: ATRIUM_KURS, roles: ['eca_admin'], site: 'NO' },
];

/**
 * A learner of no other demo row, enrolled on the demo course programme by the reports area's seed (decision 0252), so
 * the programme's screens have a person of their own. Seeded after the others, so their ids stay as they were.
 */
const PROGRAMME_LEARNER: DemoUser = {
  username: 'programme',
  firstName: 'Petra',
  lastName: 'Program',
  locale: 'nb_NO',
  customer: ATRIUM_KURS,
  roles: [],
  site: 'NO',
};

// Fixed uuids: the e-learning area's demo licenses carry Ada Admin's (…0001) in their /ocs/course links.
const demoUuid = (position: number) => `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`;

export async function seedUsersDemo(shared: Kysely<any>): Promise<void> {
  const db = usersDb(shared);
  for (const [index, demo] of [...DEMO_USERS, PROGRAMME_LEARNER].entries()) {
    const user = await db
      .insertInto('users')
      .values({
        uuid: demoUuid(index + 1),
        username: demo.username,
        email: `${demo.username}@atrium.example`,
        first_name: demo.firstName,
        last_name: demo.lastName,
        password_hash: await hashPassword(DEMO_PASSWORD),
        locale: demo.locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_context')
      .values({ user_id: user.id, customer_id: demo.customer.id, customer_name: demo.customer.name, roles: demo.roles, site: demo.site })
      .execute();
  }
  await seedContractorPortal(shared);
}
