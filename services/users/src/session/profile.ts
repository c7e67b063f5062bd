import type { LearningSite, SessionPayload } from '@atrium/service-core';
import type { Me } from '@atrium/users-contract';
import type { UsersDb } from '../db';

interface Profile {
  user: Me['user'];
  locale: Me['locale'];
  contexts: (Me['contexts'][number] & { site: LearningSite })[];
}

/** The user and their active contexts, as stored: what a session token and `Me` are built from. */
export async function loadProfile(db: UsersDb, userId: number): Promise<Profile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'locale'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const contexts = await db
    .selectFrom('user_context')
    .select(['customer_id', 'customer_name', 'roles', 'site'])
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return {
    user: { id: user.id, username: user.username, firstName: user.first_name, lastName: user.last_name, email: user.email },
    locale: user.locale,
    contexts: contexts.map((c) => ({ customerId: c.customer_id, customerName: c.customer_name, roles: c.roles, site: c.site })),
  };
}

// Users without any context still get a site so the front-end can pick texts; Norway is the home market.
function siteOf(profile: Profile, customerId: number | null): LearningSite {
  return profile.contexts.find((c) => c.customerId === customerId)?.site ?? 'NO';
}

export function sessionPayload(profile: Profile, sessionId: string, activeCustomerId: number | null): SessionPayload {
  return {
    sub: profile.user.id,
    sid: sessionId,
    username: profile.user.username,
    contexts: profile.contexts.map(({ customerId, customerName, roles }) => ({ customerId, customerName, roles })),
    activeCustomerId,
    site: siteOf(profile, activeCustomerId),
  };
}

export function toMe(profile: Profile, activeCustomerId: number | null): Me {
  return {
    user: profile.user,
    contexts: profile.contexts.map(({ customerId, customerName, roles }) => ({ customerId, customerName, roles })),
    activeCustomerId,
    learningSite: siteOf(profile, activeCustomerId),
    locale: profile.locale,
  };
}
