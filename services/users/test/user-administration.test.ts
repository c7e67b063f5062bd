import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';
import { hashPassword } from '../src/session/password-hash';

let database: TestDatabase;
let app: FastifyInstance;
let adminSession: string;
let companyAdminSession: string;
let staffSession: string;

async function addUser(username: string, contexts: { customerId: number; roles?: Role[]; apiLockdown?: boolean }[]) {
  const db = usersDb(database.db);
  const [firstName, lastName] = username.split('.') as [string, string];
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.com`,
      first_name: firstName[0]!.toUpperCase() + firstName.slice(1),
      last_name: lastName[0]!.toUpperCase() + lastName.slice(1),
      password_hash: await hashPassword('Secret-123'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { customerId, roles = [], apiLockdown = false } of contexts) {
    await db
      .insertInto('user_context')
      .values({ user_id: user.id, customer_id: customerId, customer_name: `Customer ${customerId}`, roles, api_lockdown: apiLockdown })
      .execute();
  }
  return user.id;
}

let solo: number;
let shared: number;
let locked: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  adminSession = await openLoginSession(database.db, 1);
  staffSession = await openLoginSession(database.db, 2);
  companyAdminSession = await openLoginSession(database.db, 4);
  solo = await addUser('siri.solo', [{ customerId: 2 }]);
  shared = await addUser('delt.person', [{ customerId: 2 }, { customerId: 3, roles: ['instructor'] }]);
  locked = await addUser('lars.laast', [{ customerId: 2, apiLockdown: true }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

type Caller = 'admin' | 'staff' | 'companyadmin' | 'instructor';
function headers(caller: Caller) {
  if (caller === 'admin')
    return { cookie: sessionCookie({ roles: ['atrium', 'staff'], sessionId: adminSession, customerId: 1, userId: 1 }) };
  if (caller === 'staff') return { cookie: sessionCookie({ roles: ['staff'], sessionId: staffSession, customerId: 1, userId: 2 }) };
  if (caller === 'companyadmin')
    return { cookie: sessionCookie({ roles: ['companyadmin'], sessionId: companyAdminSession, customerId: 2, userId: 4 }) };
  return { cookie: sessionCookie({ roles: ['instructor'], sessionId: staffSession, customerId: 1, userId: 2 }) };
}

const base = '/api/users/data/atriumusersearch';
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, caller: Caller = 'admin', payload?: object) =>
  app.inject({ method, url: `${base}${url}`, headers: headers(caller), ...(payload && { payload }) });
const person = { firstname: 'Siri', lastname: 'Solo', email: 'siri.solo@example.com', phone: '', locale: 'nb_NO' };

describe('GET user/{userId}', () => {
  it('answers 401 signed out, 403 without an admin role, 400 for a bad id and 404 for nobody', async () => {
    expect((await app.inject({ url: `${base}/user/${solo}` })).statusCode).toBe(401);
    expect((await call('GET', `/user/${solo}`, 'instructor')).statusCode).toBe(403);
    const bad = await call('GET', '/user/abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('params.userId');
    expect((await call('GET', '/user/999999')).statusCode).toBe(404);
  });

  it('answers the user fields and every context with its fields', async () => {
    const res = await call('GET', `/user/${shared}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: shared,
      uuid: expect.any(String),
      firstname: 'Delt',
      lastname: 'Person',
      username: 'delt.person',
      email: 'delt.person@example.com',
      phone: null,
      locale: 'nb_NO',
      created: expect.any(String),
      deleted: false,
      privateCustomer: null,
      contexts: [2, 3].map((id) => ({
        customer: { id, name: `Customer ${id}`, disabledUserFields: [] },
        roles: id === 3 ? ['instructor'] : [],
        workEmail: null,
        workPhone: null,
        employeeNumber: null,
        title: null,
        customerDepartment: null,
        externalId: null,
        apiLockdown: false,
        active: true,
      })),
    });
  });

  it('shows a company admin only the context at their customer, and nobody outside it', async () => {
    const res = await call('GET', `/user/${shared}`, 'companyadmin');
    expect(res.json().contexts.map((c: { customer: { id: number } }) => c.customer.id)).toEqual([2]);
    expect((await call('GET', '/user/1', 'companyadmin')).statusCode).toBe(404);
  });
});

describe('PUT user/{userId}', () => {
  it('answers 400 naming the field for a bad e-mail or an empty name', async () => {
    const res = await call('PUT', `/user/${solo}`, 'admin', { ...person, email: 'nope', firstname: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'body.email': 'validation.email', 'body.firstname': 'validation.required' });
  });

  it('saves the fields, records who changed what, and does nothing when nothing changed', async () => {
    const res = await call('PUT', `/user/${solo}`, 'admin', { ...person, lastname: 'Solberg', phone: '+47 900 00 000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastname: 'Solberg', phone: '+47 900 00 000' });
    expect((await call('PUT', `/user/${solo}`, 'admin', { ...person, lastname: 'Solberg', phone: '+47 900 00 000' })).statusCode).toBe(200);
    const audit = (await call('GET', `/user/${solo}/audit`)).json();
    expect(audit).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: 'Ada Admin',
        action: 'user.update',
        detail: { changed: { lastname: { from: 'Solo', to: 'Solberg' }, phone: { from: null, to: '+47 900 00 000' } } },
      },
    ]);
  });

  it('refuses an e-mail address someone else has (409 with its key)', async () => {
    const res = await call('PUT', `/user/${solo}`, 'admin', { ...person, email: 'DELT.person@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('useradmin.emailTaken');
  });

  it('keeps the name and e-mail of a person whose context an integration locked, but lets the phone change', async () => {
    const lars = { firstname: 'Lars', lastname: 'Laast', email: 'lars.laast@example.com', phone: '', locale: 'nb_NO' };
    const renamed = await call('PUT', `/user/${locked}`, 'admin', { ...lars, firstname: 'Lasse' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('useradmin.locked');
    expect((await call('PUT', `/user/${locked}`, 'admin', { ...lars, phone: '12345678' })).statusCode).toBe(200);
  });

  it('lets a company admin change a person of theirs alone, not one another customer shares', async () => {
    expect((await call('PUT', `/user/${solo}`, 'companyadmin', { ...person, lastname: 'Solberg', locale: 'en_US' })).statusCode).toBe(200);
    const res = await call('PUT', `/user/${shared}`, 'companyadmin', {
      ...person,
      firstname: 'X',
      lastname: 'Y',
      email: 'delt.person@example.com',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('useradmin.sharedPerson');
    expect((await call('PUT', '/user/1', 'companyadmin', person)).statusCode).toBe(404);
  });
});

describe('POST update-username', () => {
  it('is for platform admins; a taken name is 409; the new name signs in', async () => {
    expect((await call('POST', '/update-username', 'staff', { id: solo, username: 'siri' })).statusCode).toBe(403);
    const bad = await call('POST', '/update-username', 'admin', { id: solo, username: 'two words' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['body.username']);
    const taken = await call('POST', '/update-username', 'admin', { id: solo, username: 'DELT.PERSON' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('useradmin.usernameTaken');
    expect((await call('POST', '/update-username', 'admin', { id: 999999, username: 'ghost' })).statusCode).toBe(404);
    const res = await call('POST', '/update-username', 'admin', { id: solo, username: 'siri' });
    expect(res.json().username).toBe('siri');
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'siri', password: 'Secret-123' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('PUT usercontext/{userId}/{customerId}', () => {
  const fields = {
    workEmail: 'delt@nordsjo.example',
    workPhone: '55 55 55 55',
    employeeNumber: 'A-17',
    title: 'Sveiser',
    customerDepartment: 'Drift',
    externalId: 'hr-17',
  };

  it('saves the six fields of one context and records them', async () => {
    const res = await call('PUT', `/usercontext/${shared}/2`, 'admin', fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().contexts[0]).toMatchObject({ customer: { id: 2 }, ...fields });
    expect(res.json().contexts[1]).toMatchObject({ customer: { id: 3 }, workEmail: null });
    const audit = (await call('GET', `/user/${shared}/audit`)).json();
    expect(audit[0]).toMatchObject({
      action: 'context.update',
      detail: { customerId: 2, changed: { title: { from: null, to: 'Sveiser' } } },
    });
  });

  it('answers 400 for a bad work e-mail, 404 for no such context, 409 for a locked one', async () => {
    const bad = await call('PUT', `/usercontext/${shared}/2`, 'admin', { ...fields, workEmail: 'x' });
    expect(bad.json().fields).toHaveProperty(['body.workEmail']);
    expect((await call('PUT', `/usercontext/${solo}/3`, 'admin', fields)).json().message).toBe('useradmin.noContext');
    const lockedAnswer = await call('PUT', `/usercontext/${locked}/2`, 'admin', fields);
    expect(lockedAnswer.statusCode).toBe(409);
    expect(lockedAnswer.json().message).toBe('useradmin.locked');
  });

  it('lets a company admin edit the context at their customer only', async () => {
    expect((await call('PUT', `/usercontext/${shared}/3`, 'companyadmin', fields)).statusCode).toBe(403);
    expect((await call('PUT', `/usercontext/${shared}/2`, 'companyadmin', { ...fields, title: 'Leder' })).statusCode).toBe(200);
  });
});

describe('roles per customer', () => {
  const role = (method: 'POST' | 'DELETE', change: { role: string; customer: number; user: number }, caller: Caller = 'admin') =>
    method === 'POST'
      ? call('POST', '/role', caller, change)
      : call('DELETE', `/role?role=${change.role}&customer=${change.customer}&user=${change.user}`, caller);

  it('adds a role once however often and however many at once, and removes it', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => role('POST', { role: 'eca_admin', customer: 2, user: solo })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const after = (await call('GET', `/user/${solo}`)).json();
    expect(after.contexts[0].roles).toEqual(['eca_admin']);
    const audit = (await call('GET', `/user/${solo}/audit`)).json();
    expect(audit.filter((entry: { action: string }) => entry.action === 'role.add')).toHaveLength(1);
    const removed = await role('DELETE', { role: 'eca_admin', customer: 2, user: solo });
    expect(removed.json().contexts[0].roles).toEqual([]);
  });

  it('answers 400 naming the field for an unknown role and 404 where the person has no context', async () => {
    const bad = await role('DELETE', { role: 'king', customer: 2, user: solo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['querystring.role']);
    const none = await role('POST', { role: 'instructor', customer: 3, user: solo });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('useradmin.noContext');
  });

  it('leaves the platform-admin role to platform admins and the staff role to course staff', async () => {
    expect((await role('POST', { role: 'atrium', customer: 2, user: solo }, 'staff')).json().message).toBe('useradmin.roleNotYours');
    expect((await role('POST', { role: 'staff', customer: 2, user: solo }, 'companyadmin')).statusCode).toBe(403);
    expect((await role('POST', { role: 'instructor', customer: 3, user: shared }, 'companyadmin')).statusCode).toBe(403);
    expect((await role('POST', { role: 'instructor', customer: 2, user: shared }, 'companyadmin')).statusCode).toBe(200);
    const roles = await app.inject({ url: '/api/users/users/roles/general', headers: headers('companyadmin') });
    expect(roles.json()).toEqual(['instructor', 'instructor_external', 'eca_admin', 'companyadmin']);
    const adminRoles = await app.inject({ url: '/api/users/users/roles/general', headers: headers('admin') });
    expect(adminRoles.json()).toEqual(['instructor', 'instructor_external', 'eca_admin', 'companyadmin', 'staff']);
  });

  it('takes effect at once: the person is signed out and signs in with the new role', async () => {
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'lars.laast', password: 'Secret-123' } });
    const first = await signIn();
    const cookie = first.cookies.find((c) => c.name === 'atrium_session')!;
    const me = () => app.inject({ url: '/api/users/me', headers: { cookie: `atrium_session=${cookie.value}` } });
    expect((await me()).statusCode).toBe(200);
    await role('POST', { role: 'companyadmin', customer: 2, user: locked });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the core's session verdict cache
    expect((await me()).statusCode).toBe(401);
    expect((await signIn()).json().contexts[0].roles).toEqual(['companyadmin']);
  });
});

describe('contexts: activate, deactivate, delete', () => {
  it('deactivates and activates a context, recording each change once', async () => {
    expect((await call('POST', `/deactivateContext/${shared}/3`)).json().contexts[1].active).toBe(false);
    expect((await call('POST', `/deactivateContext/${shared}/3`)).statusCode).toBe(200);
    expect((await call('POST', `/activateContext/${shared}/3`)).json().contexts[1].active).toBe(true);
    const actions = (await call('GET', `/user/${shared}/audit`)).json().map((entry: { action: string }) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['context.activate', 'context.deactivate']);
    expect((await call('POST', `/activateContext/${shared}/3`, 'companyadmin')).statusCode).toBe(403);
    expect((await call('POST', `/activateContext/${solo}/3`)).statusCode).toBe(404);
  });

  it('deletes a context (platform admins only) and keeps what it held in the audit', async () => {
    expect((await call('DELETE', `/context/${shared}/3`, 'staff')).statusCode).toBe(403);
    const res = await call('DELETE', `/context/${shared}/3`);
    expect(res.json().contexts.map((c: { customer: { id: number } }) => c.customer.id)).toEqual([2]);
    expect((await call('DELETE', `/context/${shared}/3`)).statusCode).toBe(404);
    const audit = (await call('GET', `/user/${shared}/audit`)).json();
    expect(audit[0]).toMatchObject({
      action: 'context.delete',
      detail: { customerId: 3, customerName: 'Customer 3', roles: ['instructor'] },
    });
  });

  it('shows a company admin only the audit of their customer and of the person', async () => {
    const actions = (await call('GET', `/user/${shared}/audit`, 'companyadmin')).json().map((entry: { action: string }) => entry.action);
    expect(actions).not.toContain('context.delete');
    expect(actions).toContain('context.update');
  });
});

describe('GET user/{userId}/logins', () => {
  it('lists the logins newest first with success and browser', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': 'TestBrowser/1' },
      payload: { username: 'siri', password: 'wrong' },
    });
    const res = await call('GET', `/user/${solo}/logins`);
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBeNull();
    expect(res.json().logins[0]).toEqual({ at: expect.any(String), success: false, browser: 'TestBrowser/1' });
    expect(res.json().logins[1]).toMatchObject({ success: true });
  });
});
