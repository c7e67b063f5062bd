import { addEndpoint, HttpError, sanitizeRichTextHtml, stripHtml } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  coursePlacePickerEndpoints,
  instanceEndpoints,
  INSTANCE_TEXT_FIELDS,
  CURRENCY_OF_LOCALE,
  type InstanceText,
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
export const instanceDataRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, instanceEndpoints.customer, async (request) => {
    const customerId = present((await instanceRow(db, request.params.id)).customer_id, 'customer');
    return { customerId, customerName: (await customerNames(shared, [customerId])).get(customerId) ?? null };
  });
  const person = async (userId: number) => ({ userId, name: (await personNames(shared, [userId])).get(userId) ?? null });
  addEndpoint(app, instanceEndpoints.contactPerson, async (request) =>
    person(present((await instanceRow(db, request.params.id)).customer_contact_person_id, 'customer contact person')),
  );
  addEndpoint(app, instanceEndpoints.reportPerson, async (request) =>
    person(present((await instanceRow(db, request.params.id)).customer_rapport_person_id, 'customer report person')),
  );

  addEndpoint(app, instanceEndpoints.texts, async (request) => {
    await instanceRow(db, request.params.cliid);
    const rows = await db
      .selectFrom('classroom_course_instance_text')
      .select(['locale', 'texts'])
      .where('cli_id', '=', request.params.cliid)
      .orderBy('locale')
      .execute();
    return rows.map((row) => ({ ...row.texts, locale: row.locale }) as InstanceText);
  });

  addEndpoint(app, instanceEndpoints.saveTexts, async (request) => {
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
  });

  addEndpoint(app, instanceEndpoints.copy, async (request) => {
    const id = await db.transaction().execute((trx) => copyInstance(trx, request.params.id, request.body.happenings));
    return loadInstance(db, id);
  });

  addEndpoint(app, instanceEndpoints.courseInfo, async (request) => {
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
  });

  addEndpoint(app, instanceEndpoints.children, async (request) => {
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
  });

  addEndpoint(app, instanceEndpoints.addParent, async (request) => {
    await db.transaction().execute((trx) => addParentCourse(trx, request.params.id, request.body.parentId));
    return loadInstance(db, request.params.id);
  });

  addEndpoint(app, instanceEndpoints.removeParent, async (request) => {
    await instanceRow(db, request.params.id);
    await db.updateTable('classroom_course_instance').set({ parent_id: null }).where('id', '=', request.params.id).execute();
    return loadInstance(db, request.params.id);
  });

  addEndpoint(app, coursePlacePickerEndpoints.list, async () => {
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

  addEndpoint(app, instanceEndpoints.locations, async () => {
    const rows = await db
      .selectFrom('course_place')
      .select((eb) => ['city', eb.fn.countAll<number>().as('count')])
      .where('city', 'is not', null)
      .groupBy('city')
      .orderBy('city')
      .execute();
    return rows.map((row) => ({ city: row.city!, coursePlaceCount: Number(row.count) }));
  });

  addEndpoint(app, instanceEndpoints.prices, async (request) => {
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
  });

  addEndpoint(app, instanceEndpoints.taskSets, async () => db.selectFrom('task_set').select(['id', 'name']).orderBy('name').execute());

  const discounts = async (cliId: number) =>
    (
      await db.selectFrom('classroom_course_instance_discount').selectAll().where('cli_id', '=', cliId).orderBy('customer_id').execute()
    ).map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      discountPercent: Number(row.discount_percent),
    }));

  addEndpoint(app, instanceEndpoints.discounts, async (request) => {
    await instanceRow(db, request.params.id);
    return discounts(request.params.id);
  });

  addEndpoint(app, instanceEndpoints.saveDiscount, async (request) => {
    await instanceRow(db, request.params.id);
    const row = await db
      .insertInto('classroom_course_instance_discount')
      .values({ cli_id: request.params.id, customer_id: request.body.customerId, discount_percent: request.body.discountPercent })
      .onConflict((oc) => oc.columns(['cli_id', 'customer_id']).doUpdateSet({ discount_percent: request.body.discountPercent }))
      .returning(['id', 'customer_id', 'discount_percent'])
      .executeTakeFirstOrThrow();
    return { id: row.id, customerId: row.customer_id, discountPercent: Number(row.discount_percent) };
  });

  addEndpoint(app, instanceEndpoints.removeDiscount, async (request) => {
    const deleted = await db
      .deleteFrom('classroom_course_instance_discount')
      .where('id', '=', request.params.discountId)
      .where('cli_id', '=', request.params.id)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, 'Discount not found');
  });
};
