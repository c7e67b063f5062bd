import {
  HttpError,
  sanitizeRichTextHtml,
  stripHtml,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
  COURSE_ADMINS,
  PLATFORM_ADMINS,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addParentCourseSchema,
  childInfoListSchema,
  cliIdParamsSchema,
  copyInstanceSchema,
  courseInfoSchema,
  coursePlaceListSchema,
  customerIdSchema,
  discountListSchema,
  discountParamsSchema,
  discountSchema,
  discountWriteSchema,
  idParamsSchema,
  instanceSchema,
  instanceTextListSchema,
  instanceTextsBodySchema,
  INSTANCE_TEXT_FIELDS,
  personIdSchema,
  taskSetListSchema,
  type InstanceText,
  CURRENCY_OF_LOCALE,
  instancePricesSchema,
  locationListSchema,
} from '@atrium/classroom-contract';
import { customerNames, personNames } from '../courses/published-lookups';
import { classroomDb, type ClassroomDb } from '../db';
import { addParentCourse, copyInstance } from './instance-copy';
import { loadInstance } from './instance-store';

async function instanceRow(db: ClassroomDb, id: number) {
  const row = await db
    .selectFrom('classroom_course_instance')
    .select(['id', 'classroom_course_id', 'customer_id', 'customer_contact_person_id', 'customer_rapport_person_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Course instance not found');
  return row;
}

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new HttpError(404, `The instance has no ${what}`);
  return value;
}

// Rich text from the editor; the title is plain text and loses all markup.
function sanitiseText(text: InstanceText): InstanceText {
  const clean = Object.fromEntries(
    INSTANCE_TEXT_FIELDS.map((field) => [field, field === 'title' ? stripHtml(text[field]) : sanitizeRichTextHtml(text[field])]),
  );
  return { ...text, ...clean };
}

/** Document 000 §7: instance customers, texts, copies, group courses, discounts and the lists the screens need. */
export const instanceDataRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const config = { access: { roles: COURSE_ADMINS } };
  const params = zodSchema(idParamsSchema);

  app.get('/clicourse/:id/customer', { config, schema: { params, response: { 200: zodResponse(customerIdSchema) } } }, async (request) => {
    const customerId = present((await instanceRow(db, request.params.id)).customer_id, 'customer');
    return { customerId, customerName: (await customerNames(shared, [customerId])).get(customerId) ?? null };
  });
  const person = async (userId: number) => ({ userId, name: (await personNames(shared, [userId])).get(userId) ?? null });
  app.get(
    '/clicourse/:id/customercontactperson',
    { config, schema: { params, response: { 200: zodResponse(personIdSchema) } } },
    async (request) => person(present((await instanceRow(db, request.params.id)).customer_contact_person_id, 'customer contact person')),
  );
  app.get(
    '/clicourse/:id/customerrapportperson',
    { config, schema: { params, response: { 200: zodResponse(personIdSchema) } } },
    async (request) => person(present((await instanceRow(db, request.params.id)).customer_rapport_person_id, 'customer report person')),
  );

  app.get(
    '/data/classroomCourseInstance/:cliid/courseTexts',
    { config, schema: { params: zodSchema(cliIdParamsSchema), response: { 200: zodResponse(instanceTextListSchema) } } },
    async (request) => {
      await instanceRow(db, request.params.cliid);
      const rows = await db
        .selectFrom('classroom_course_instance_text')
        .select(['locale', 'texts'])
        .where('cli_id', '=', request.params.cliid)
        .orderBy('locale')
        .execute();
      return rows.map((row) => ({ ...row.texts, locale: row.locale }) as InstanceText);
    },
  );

  app.post(
    '/data/classroomCourseInstance/:cliid/courseTexts',
    {
      config,
      schema: {
        params: zodSchema(cliIdParamsSchema),
        body: zodSchema(instanceTextsBodySchema),
        response: { 200: zodResponse(instanceTextListSchema) },
      },
    },
    async (request) => {
      const cliId = request.params.cliid;
      await instanceRow(db, cliId);
      const texts = request.body.map(sanitiseText);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('classroom_course_instance_text').where('cli_id', '=', cliId).execute();
        if (texts.length > 0) {
          await trx
            .insertInto('classroom_course_instance_text')
            .values(
              texts.map(({ locale, ...fields }) => ({
                cli_id: cliId,
                locale,
                texts: JSON.stringify(fields) as unknown as Record<string, string>,
              })),
            )
            .execute();
        }
      });
      return texts;
    },
  );

  app.post(
    '/clicourse/copy/:id',
    {
      config: { ...config, idempotent: true },
      schema: { params, body: zodSchema(copyInstanceSchema), response: { 201: zodResponse(instanceSchema) } },
    },
    async (request, reply) => {
      const id = await db.transaction().execute((trx) => copyInstance(trx, request.params.id, request.body.happenings));
      return reply.code(201).send(await loadInstance(db, id));
    },
  );

  app.get(
    '/clicourse/:id/courseinfo',
    { config, schema: { params, response: { 200: zodResponse(courseInfoSchema) } } },
    async (request) => {
      const { classroom_course_id } = await instanceRow(db, request.params.id);
      const course = await db
        .selectFrom('classroom_course')
        .select(['id', 'internal_name', 'length_days', 'course_date_times', 'skus', 'course_languages'])
        .where('id', '=', classroom_course_id)
        .executeTakeFirstOrThrow();
      return {
        id: course.id,
        internalName: course.internal_name,
        lengthDays: course.length_days,
        courseDateTimes: course.course_date_times,
        skus: course.skus,
        courseLanguages: course.course_languages,
      };
    },
  );

  app.get(
    '/clicourse/:id/children',
    { config, schema: { params, response: { 200: zodResponse(childInfoListSchema) } } },
    async (request) => {
      await instanceRow(db, request.params.id);
      const rows = await db
        .selectFrom('classroom_course_instance as i')
        .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
        .select(['i.id', 'i.classroom_course_id', 'c.internal_name', 'i.start_date', 'i.end_date', 'i.status'])
        .where('i.parent_id', '=', request.params.id)
        .orderBy('i.start_date')
        .orderBy('i.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        courseClassroom: row.classroom_course_id,
        internalName: row.internal_name,
        startDate: row.start_date,
        endDate: row.end_date,
        status: row.status,
      }));
    },
  );

  app.post(
    '/clicourse/:id/addParentCourse',
    { config, schema: { params, body: zodSchema(addParentCourseSchema), response: { 200: zodResponse(instanceSchema) } } },
    async (request) => {
      await db.transaction().execute((trx) => addParentCourse(trx, request.params.id, request.body.parentId));
      return loadInstance(db, request.params.id);
    },
  );

  app.delete(
    '/clicourse/:id/parentCourse',
    { config, schema: { params, response: { 200: zodResponse(instanceSchema) } } },
    async (request) => {
      await instanceRow(db, request.params.id);
      await db.updateTable('classroom_course_instance').set({ parent_id: null }).where('id', '=', request.params.id).execute();
      return loadInstance(db, request.params.id);
    },
  );

  app.get('/data/courseplaces', { config, schema: { response: { 200: zodResponse(coursePlaceListSchema) } } }, async () => {
    const [places, rooms] = await Promise.all([
      db
        .selectFrom('course_place')
        .select(['id', 'name', 'abbreviation', 'address_line as address', 'city', 'so_sync as soSync', 'webinar'])
        .orderBy('name')
        .execute(),
      db.selectFrom('course_place_room').select(['id', 'name', 'course_place_id', 'confirmed']).orderBy('name').execute(),
    ]);
    return places.map((place) => ({
      ...place,
      rooms: rooms
        .filter((room) => room.course_place_id === place.id)
        .map((room) => ({ id: room.id, name: room.name, confirmed: room.confirmed })),
    }));
  });

  app.get('/data/locations', { config, schema: { response: { 200: zodResponse(locationListSchema) } } }, async () => {
    const rows = await db
      .selectFrom('course_place')
      .select((eb) => ['city', eb.fn.countAll<number>().as('count')])
      .where('city', 'is not', null)
      .groupBy('city')
      .orderBy('city')
      .execute();
    return rows.map((row) => ({ city: row.city!, coursePlaceCount: Number(row.count) }));
  });

  app.get(
    '/clicourse/:id/prices',
    { config, schema: { params, response: { 200: zodResponse(instancePricesSchema) } } },
    async (request) => {
      const row = await db
        .selectFrom('classroom_course_instance')
        .select(['price_type', 'price', 'internal_price', 'locale'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Course instance not found');
      return {
        priceType: row.price_type,
        price: row.price === null ? null : Number(row.price),
        internalPrice: row.internal_price === null ? null : Number(row.internal_price),
        currency: CURRENCY_OF_LOCALE[row.locale as keyof typeof CURRENCY_OF_LOCALE] ?? 'EUR',
      };
    },
  );

  const adminConfig = { access: { roles: PLATFORM_ADMINS } };

  app.get(
    '/data/classroom-management/taskSetsList/',
    { config: adminConfig, schema: { response: { 200: zodResponse(taskSetListSchema) } } },
    async () => db.selectFrom('task_set').select(['id', 'name']).orderBy('name').execute(),
  );

  const discounts = async (cliId: number) =>
    (
      await db.selectFrom('classroom_course_instance_discount').selectAll().where('cli_id', '=', cliId).orderBy('customer_id').execute()
    ).map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      discountPercent: Number(row.discount_percent),
    }));

  app.get(
    '/clicourse/:id/customerdiscounts',
    { config: adminConfig, schema: { params, response: { 200: zodResponse(discountListSchema) } } },
    async (request) => {
      await instanceRow(db, request.params.id);
      return discounts(request.params.id);
    },
  );

  app.post(
    '/clicourse/:id/customerdiscounts',
    { config: adminConfig, schema: { params, body: zodSchema(discountWriteSchema), response: { 200: zodResponse(discountSchema) } } },
    async (request) => {
      await instanceRow(db, request.params.id);
      const row = await db
        .insertInto('classroom_course_instance_discount')
        .values({ cli_id: request.params.id, customer_id: request.body.customerId, discount_percent: request.body.discountPercent })
        .onConflict((oc) => oc.columns(['cli_id', 'customer_id']).doUpdateSet({ discount_percent: request.body.discountPercent }))
        .returning(['id', 'customer_id', 'discount_percent'])
        .executeTakeFirstOrThrow();
      return { id: row.id, customerId: row.customer_id, discountPercent: Number(row.discount_percent) };
    },
  );

  app.delete(
    '/clicourse/:id/customerdiscounts/:discountId',
    { config: adminConfig, schema: { params: zodSchema(discountParamsSchema) } },
    async (request, reply) => {
      const deleted = await db
        .deleteFrom('classroom_course_instance_discount')
        .where('id', '=', request.params.discountId)
        .where('cli_id', '=', request.params.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, 'Discount not found');
      return reply.code(204).send();
    },
  );
};
