// Browser-safe: zod schemas and types only.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseParamsSchema } from './ecourses';
import { idParam, idValue } from './ids';
import { NUL_MESSAGE, withoutNul } from './text';

/*
 * Remote SCORM (document 001 §7 "customers for remote scorm", §9 "Remote SCORM versions: 1.2 and 2004 3rd
 * edition", the session's enableRemoteScormLogging). A platform admin lets a customer play an e-course from
 * the customer's own LMS: the customer gets a small SCORM package (the wrapper) to import there. The wrapper
 * holds no course content; when a learner opens it in the LMS it frames Atrium's runtime, which plays the
 * course's current package, keeps the learner's progress in an Atrium license of that customer, and relays
 * completion, success and score back to the LMS. ARCHITECTURE.md "Remote SCORM" tells the whole design.
 *
 * Administration (platform admins):
 *   GET    data/ecourses/{id}/remoteScormCustomers                          -> remoteScormCustomerListSchema
 *   POST   data/ecourses/{id}/remoteScormCustomers                          addRemoteScormCustomerSchema -> remoteScormCustomerListSchema
 *   PUT    data/ecourses/{id}/remoteScormCustomers/{customerId}             updateRemoteScormCustomerSchema -> remoteScormCustomerListSchema
 *   DELETE data/ecourses/{id}/remoteScormCustomers/{customerId}             -> remoteScormCustomerListSchema
 *   POST   data/ecourses/{id}/remoteScormCustomers/{customerId}/newToken    -> remoteScormCustomerListSchema
 *          (packages downloaded before stop working: for a wrapper that got into the wrong hands)
 *   GET    /web/data/ecourses/{id}/remoteScormCustomers/{customerId}/package/{12|2004}   -> the wrapper zip
 *
 * The learner's side, public and without cookies (the runtime is framed by another site, where browsers
 * send no Atrium cookie): the launch token in the wrapper starts a session, and the session's id, a random
 * uuid only that runtime learns, is the credential of every later call. "{context}" of document 001 §7 is
 * /api/elearning/remote for these.
 *   POST   remote/scorm/init/{token}                 remoteLaunchBodySchema -> scormSessionSchema (enableRemoteScormLogging true)
 *   GET    remote/scorm/getSession/{sessionId}       -> scormSessionSchema
 *   GET    remote/scorm/getitem/{sessionId}?itemid   -> scormItemSchema (href under the session's content path)
 *   GET    remote/scorm/progress/{sessionId}         -> licenseProgressSchema (what the wrapper reports to the LMS)
 *   POST   remote/data/scorm/{function}/{session}    scormCallBodySchema -> scormCallResponseSchema
 *   POST   remote/data/scorm/async/{name}/{session}  scormCallBodySchema -> scormCallResponseSchema
 *   GET    remote/{sessionId}/packages/{uuid}/content/*   the package's files for that session
 *
 * Browser routes of the runtime: /scorm/remote/{token}#learnerId=…&learnerName=… (what the wrapper frames;
 * the learner travels in the fragment so it never reaches a server log) and /scorm/remote/session/{sessionId}
 * (a cmi5 AU's return URL).
 */

/** The wrapper versions of document 001 §9, as they appear in the download path. */
export const REMOTE_SCORM_VERSIONS = ['12', '2004'] as const;
export const remoteScormVersionSchema = z.enum(REMOTE_SCORM_VERSIONS);
export type RemoteScormVersion = z.infer<typeof remoteScormVersionSchema>;

export const remoteScormCustomerSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string().nullable(),
  /** At most this many learners of the customer may take the course remotely; null for no limit. */
  maxLearners: z.number().int().nullable(),
  /** Licenses the customer's learners hold through remote SCORM and that are not cancelled. */
  learners: z.number().int(),
  added: z.string(),
});
export type RemoteScormCustomer = z.infer<typeof remoteScormCustomerSchema>;
export const remoteScormCustomerListSchema = z.array(remoteScormCustomerSchema);

const maxLearnersSchema = z.number().int().min(1).max(1_000_000).nullable();
export const addRemoteScormCustomerSchema = z.object({ customerId: idValue(), maxLearners: maxLearnersSchema.default(null) });
export type AddRemoteScormCustomer = z.input<typeof addRemoteScormCustomerSchema>;
export const updateRemoteScormCustomerSchema = z.object({ maxLearners: maxLearnersSchema });
export const remoteScormCustomerParamsSchema = z.object({ id: idParam(), customerId: idParam() });
export const remoteScormPackageParamsSchema = remoteScormCustomerParamsSchema.extend({ version: remoteScormVersionSchema });

const customersPath = '/data/ecourses/:id/remoteScormCustomers';
const customerPath = `${customersPath}/:customerId`;
const admins = { roles: PLATFORM_ADMINS };

/** The administration calls: each change answers the whole new list. */
export const remoteScormEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: customersPath,
    access: admins,
    params: ecourseParamsSchema,
    response: remoteScormCustomerListSchema,
  }),
  add: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: customersPath,
    access: admins,
    params: ecourseParamsSchema,
    body: addRemoteScormCustomerSchema,
    response: remoteScormCustomerListSchema,
  }),
  update: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: customerPath,
    access: admins,
    params: remoteScormCustomerParamsSchema,
    body: updateRemoteScormCustomerSchema,
    response: remoteScormCustomerListSchema,
  }),
  remove: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: customerPath,
    access: admins,
    params: remoteScormCustomerParamsSchema,
    response: remoteScormCustomerListSchema,
  }),
  /** Packages downloaded before stop working: for a wrapper that got into the wrong hands. */
  newToken: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${customerPath}/newToken`,
    access: admins,
    params: remoteScormCustomerParamsSchema,
    response: remoteScormCustomerListSchema,
  }),
  /** The wrapper zip for the customer's LMS: a file (Content-Disposition), linked rather than called. */
  wrapper: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/web/data/ecourses/:id/remoteScormCustomers/:customerId/package/:version',
    access: admins,
    params: remoteScormPackageParamsSchema,
  }),
};

export const remoteLaunchParamsSchema = z.object({ token: z.uuid() });
/** Who the LMS says the learner is: SCORM 1.2 cmi.core.student_id/_name, 2004 cmi.learner_id/_name. */
export const remoteLaunchBodySchema = z.object({
  learnerId: z.string().trim().min(1, 'learnerId: the LMS gave no learner id').max(255).refine(withoutNul, NUL_MESSAGE),
  learnerName: z.string().trim().max(255).refine(withoutNul, NUL_MESSAGE).default(''),
});
export type RemoteLaunchBody = z.input<typeof remoteLaunchBodySchema>;
export const remoteSessionParamsSchema = z.object({ sessionId: z.uuid() });
