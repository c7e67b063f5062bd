import {
  addEndpoint,
  createFailureThrottle,
  HttpError,
  publicOrigin,
  RequestValidationError,
  type ZodTypeProvider,
} from '@atrium/service-core';
import {
  CONTRACTOR_ERRORS,
  CONTRACTOR_REGISTRATIONS_PER_HOUR,
  contractorPortalEndpoints as endpoints,
  isAllowedContactEmail,
} from '@atrium/users-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { usersDb, type UsersDb } from '../db';
import { acceptedContactDomains } from './contact-domains';
import { courseChoices, findPortal, portalCourses, portalSummaries, publicPortal, type PortalRow } from './contractor-portal-query';
import { addContractor, addPortalCourse, removeContractor, removePortalCourse, savePortalSettings } from './contractor-portal-store';
import { registerContractor } from './contractor-registration';

const HOUR = 60 * 60;
// Registrations any one portal takes in an hour from everyone together: a ceiling against a botnet, far above real use.
const PORTAL_REGISTRATIONS_PER_HOUR = 500;

async function portalOf(db: UsersDb, slug: string): Promise<PortalRow> {
  const portal = await findPortal(db, slug);
  if (!portal) throw new HttpError(404, CONTRACTOR_ERRORS.portalNotFound);
  return portal;
}

/** The contractor portal (document 001 §2 "/copnologin", "/conoco-phillips", §3, §4, §5; decision 0220). */
export const contractorPortalRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);
  const throttle = createFailureThrottle(shared, 'users');

  addEndpoint(app, endpoints.portal, async (request) => publicPortal(db, await portalOf(db, request.params.portal)));

  addEndpoint(app, endpoints.register, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    // The form is public: every attempt counts, per client address and per portal, whatever its outcome.
    const limits = [
      { key: `contractor:address:${request.ip}`, max: CONTRACTOR_REGISTRATIONS_PER_HOUR, windowSeconds: HOUR },
      { key: `contractor:portal:${portal.id}`, max: PORTAL_REGISTRATIONS_PER_HOUR, windowSeconds: HOUR },
    ];
    const retryAfter = await throttle.retryAfter(limits);
    if (retryAfter !== null) throw new HttpError(429, CONTRACTOR_ERRORS.throttled, { 'retry-after': String(retryAfter) });
    await throttle.fail(limits);

    const form = request.body;
    if (!isAllowedContactEmail(form.contactEmail, acceptedContactDomains(portal.contact_domains))) {
      throw RequestValidationError.forField('body', ['contactEmail'], CONTRACTOR_ERRORS.contactEmail);
    }
    return db.transaction().execute((trx) => registerContractor(trx, portal, form, publicOrigin(request)));
  });

  addEndpoint(app, endpoints.admin, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    const [settings] = await portalSummaries(db, portal.slug);
    return {
      ...(await publicPortal(db, portal)),
      courses: await portalCourses(db, portal.id),
      courseChoices: await courseChoices(db, portal.id),
      registrations: settings!.registrations,
      settings: settings!,
    };
  });

  addEndpoint(app, endpoints.list, async () => ({ portals: await portalSummaries(db) }));

  addEndpoint(app, endpoints.saveSettings, async (request) => {
    const slug = request.params.portal;
    await db.transaction().execute((trx) => savePortalSettings(trx, slug, request.body));
    const [saved] = await portalSummaries(db, slug);
    return saved!;
  });

  addEndpoint(app, endpoints.addCourse, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    return { granted: await db.transaction().execute((trx) => addPortalCourse(trx, portal.id, request.body.ecourseId)) };
  });

  addEndpoint(app, endpoints.removeCourse, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    const removed = await db.transaction().execute((trx) => removePortalCourse(trx, portal.id, request.params.ecourseId));
    if (!removed) throw new HttpError(404, CONTRACTOR_ERRORS.unknownCourse);
  });

  addEndpoint(app, endpoints.addContractor, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    const { customerId, parentCustomerId } = request.body;
    await db.transaction().execute((trx) => addContractor(trx, portal.id, customerId, parentCustomerId));
  });

  addEndpoint(app, endpoints.removeContractor, async (request) => {
    const portal = await portalOf(db, request.params.portal);
    await db.transaction().execute((trx) => removeContractor(trx, portal.id, request.params.customerId));
  });
};
