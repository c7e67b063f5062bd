import { addEndpoint, contentOriginFor, HttpError, principalOf, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { remoteScormEndpoints as endpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { customerKnown } from '../ecourses/published-customers';
import { requireEcourse } from '../ecourses/require-ecourse';
import { remoteCustomerList } from './remote-customer-list';
import { remoteWrapperFileName, remoteWrapperZip } from './wrapper/remote-package';

const notListed = () => new HttpError(404, 'The customer is not a remote SCORM customer of this course');

/**
 * Customers for remote SCORM (document 001 §7), kept by platform admins: who may play the course from their
 * own LMS, how many of their learners may, and the wrapper package each imports there.
 */
export const remoteCustomerRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  addEndpoint(app, endpoints.list, async (request) => remoteCustomerList(db, shared, request.params.id));

  addEndpoint(app, endpoints.add, async (request) => {
    const { id } = request.params;
    const { customerId, maxLearners } = request.body;
    await requireEcourse(db, id);
    if (!(await customerKnown(shared, customerId)))
      throw new RequestValidationError('body.customerId: Unknown customer', { 'body.customerId': 'Unknown customer' });
    const added = await db
      .insertInto('remote_scorm_customer')
      .values({ ecourse_id: id, customer_id: customerId, max_learners: maxLearners, created_by: principalOf(request).userId })
      .onConflict((conflict) => conflict.columns(['ecourse_id', 'customer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) throw new HttpError(409, 'customerId: the customer is already a remote SCORM customer of this course');
    return remoteCustomerList(db, shared, id);
  });

  addEndpoint(app, endpoints.update, async (request) => {
    const { id, customerId } = request.params;
    // A lower limit than the learners already in keeps them; only new learners are refused.
    const updated = await db
      .updateTable('remote_scorm_customer')
      .set({ max_learners: request.body.maxLearners })
      .where('ecourse_id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notListed();
    return remoteCustomerList(db, shared, id);
  });

  addEndpoint(app, endpoints.remove, async (request) => {
    const { id, customerId } = request.params;
    // The learners' licenses and progress stay; their wrapper stops working until the customer is added again.
    const deleted = await db
      .deleteFrom('remote_scorm_customer')
      .where('ecourse_id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notListed();
    return remoteCustomerList(db, shared, id);
  });

  addEndpoint(app, endpoints.newToken, async (request) => {
    const { id, customerId } = request.params;
    const updated = await db
      .updateTable('remote_scorm_customer')
      .set({ token: sql<string>`gen_random_uuid()` })
      .where('ecourse_id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notListed();
    return remoteCustomerList(db, shared, id);
  });

  addEndpoint(app, endpoints.wrapper, async (request, reply) => {
    const { id, customerId, version } = request.params;
    const course = await requireEcourse(db, id);
    const wrapper = await db
      .selectFrom('remote_scorm_customer')
      .select('token')
      .where('ecourse_id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!wrapper) throw notListed();
    const zip = remoteWrapperZip({
      version,
      courseTitle: course.internal_name,
      courseUuid: course.uuid,
      launchUrl: `${contentOriginFor(request)}/scorm/remote/${wrapper.token}`,
    });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${remoteWrapperFileName(course.internal_name, version)}"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });
};
