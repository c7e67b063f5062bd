import { HttpError } from '@atrium/service-core';
import type { FastifyRequest } from 'fastify';
import type { ElearningDb } from '../db';

export interface XapiCaller {
  registration: string;
  sessionId: string;
  licenseId: number;
  itemId: number;
  activityId: string;
  moveOn: string | null;
  masteryScore: number | null;
}

/** The AU authenticates every xAPI call with the token its fetch URL handed out (cmi5 §8.2.3). */
export async function xapiCaller(db: ElearningDb, request: FastifyRequest): Promise<XapiCaller> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Basic ') ? header.slice('Basic '.length).trim() : '';
  if (!token) throw new HttpError(401, 'An xAPI auth token is required');
  const caller = await db
    .selectFrom('cmi5_launch as l')
    .innerJoin('cmi5_registration as r', 'r.registration', 'l.registration')
    .innerJoin('package_item as i', 'i.id', 'r.package_item_id')
    .innerJoin('license as lic', 'lic.id', 'r.license_id')
    .leftJoin('remote_scorm_customer as remote', 'remote.token', 'l.remote_token')
    .select([
      'l.registration',
      'l.session_id as sessionId',
      'r.license_id as licenseId',
      'i.id as itemId',
      'i.identifier as activityId',
      'i.move_on as moveOn',
      'i.mastery_score as masteryScore',
      'lic.cancelled',
      'l.remote_token as remoteToken',
      'remote.id as remoteCustomer',
    ])
    .where('l.auth_token', '=', token)
    .where('l.fetched_at', 'is not', null)
    .executeTakeFirst();
  // A remote launch (remote SCORM) lasts while its wrapper token is the customer's current one.
  const remoteEnded = caller?.remoteToken != null && caller.remoteCustomer === null;
  if (!caller || caller.cancelled || remoteEnded) throw new HttpError(401, 'Unknown or expired xAPI auth token');
  return caller;
}

/** Calls naming a registration must name the one of their token. */
export function checkRegistration(caller: XapiCaller, registration: string | undefined): void {
  if (registration !== undefined && registration !== caller.registration) {
    throw new HttpError(403, 'registration: not the registration of this session');
  }
}
