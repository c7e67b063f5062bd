import multipart from '@fastify/multipart';
import { addEndpoint, HttpError, principalOf, RequestValidationError, type MailAttachment } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  instructorMassEmailEndpoints as endpoints,
  MASS_EMAIL_MAX_ATTACHMENT_BYTES,
  MASS_EMAIL_MAX_FILES,
  MASS_EMAIL_MAX_RECIPIENTS,
  massEmailFieldsSchema,
} from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { queueInstanceMail } from '../classroom-management/instance-mail';
import { requireRunner } from './instructor-access';

const TOO_LARGE = 'classroom-management.instructor.email-modal.toolarge';

/** The form's fields and attachments; more than the document's total size is refused while reading, naming `files`. */
async function readForm(request: FastifyRequest) {
  const fields: Record<'email' | 'subject' | 'body', string[]> = { email: [], subject: [], body: [] };
  const attachments: MailAttachment[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        total += content.length;
        if (total > MASS_EMAIL_MAX_ATTACHMENT_BYTES) throw RequestValidationError.forField('body', ['files'], TOO_LARGE);
        if (content.length > 0) attachments.push({ filename: part.filename.slice(0, 255), contentType: part.mimetype, content });
      } else if (part.fieldname in fields) fields[part.fieldname as keyof typeof fields].push(String(part.value));
    }
  } catch (error) {
    // @fastify/multipart's limits (a file over the size, too many files or fields) answer 413: the field is named.
    if ((error as { statusCode?: number }).statusCode === 413) throw RequestValidationError.forField('body', ['files'], TOO_LARGE);
    throw error;
  }
  const parsed = massEmailFieldsSchema.safeParse({ email: fields.email, subject: fields.subject[0] ?? '', body: fields.body[0] ?? '' });
  if (!parsed.success) throw RequestValidationError.fromZod('body', parsed.error);
  return { ...parsed.data, attachments };
}

/**
 * The instructor page's mass e-mail (decision 0228): one message per recipient through the classroom outbox, so no
 * recipient sees the others' addresses, each filed under the instance's sent e-mails.
 */
export const massEmailRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  await app.register(multipart, {
    limits: { fileSize: MASS_EMAIL_MAX_ATTACHMENT_BYTES, files: MASS_EMAIL_MAX_FILES, fields: MASS_EMAIL_MAX_RECIPIENTS + 10 },
  });
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.send, async (request) => {
    const instance = await db
      .selectFrom('classroom_course_instance')
      .select('id')
      .where('uuid', '=', request.params.instanceUUID)
      .executeTakeFirst();
    if (!instance) throw new HttpError(404, 'Course instance not found');
    await requireRunner(db, principalOf(request), instance.id);
    if (!request.isMultipart()) throw RequestValidationError.forField('body', [], 'validation.required');
    const { email, subject, body, attachments } = await readForm(request);
    await db.transaction().execute(async (trx) => {
      for (const to of email) await queueInstanceMail(trx, instance.id, 'massEmail', { to, subject, text: body }, attachments);
    });
    return { sent: email.length };
  });
};
