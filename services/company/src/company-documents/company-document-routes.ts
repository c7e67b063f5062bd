import multipart from '@fastify/multipart';
import {
  addEndpoint,
  CUSTOMER_ADMINS,
  deleteFile,
  HttpError,
  openFile,
  principalOf,
  RequestValidationError,
  saveFile,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  companyDocumentEndpoints,
  DOCUMENT_UPLOAD_PATH,
  documentEditSchema,
  documentIdParamsSchema,
  MAX_COMPANY_DOCUMENT_BYTES,
} from '@atrium/company-contract';
import { companyDb } from '../db';
import { reportCustomerOf } from '../license-reports/license-customer';
import { documentFile, searchDocuments } from './company-document-query';

// The company's files live in their own folder of the file store.
const AREA = 'company';

/** /my-company/documents: a customer's own documents, for the customer the caller acts for only (decision 0183). */
export const companyDocumentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = companyDb(shared);
  await app.register(multipart, { limits: { fileSize: MAX_COMPANY_DOCUMENT_BYTES, files: 1, fields: 5 } });

  const one = async (customerId: number, id: number) => {
    const [document] = await searchDocuments(db, customerId, undefined, id);
    if (!document) throw new HttpError(404, 'Document not found');
    return document;
  };

  addEndpoint(app, companyDocumentEndpoints.search, async (request) =>
    searchDocuments(db, reportCustomerOf(principalOf(request)), request.body.query),
  );

  addEndpoint(app, companyDocumentEndpoints.edit, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    const { name, description, locale } = request.body;
    const result = await db
      .updateTable('document')
      .set({ name, description, locale, last_modified: new Date() })
      .where('id', '=', request.params.id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Document not found');
    return one(customerId, request.params.id);
  });

  // The stored file goes after the commit: a failed delete must not lose a file a row points to.
  addEndpoint(app, companyDocumentEndpoints.remove, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    const deleted = await db
      .deleteFrom('document')
      .where('id', '=', request.params.id)
      .where('customer_id', '=', customerId)
      .returning('storage_key')
      .executeTakeFirst();
    if (!deleted) throw new HttpError(404, 'Document not found');
    await deleteFile(AREA, deleted.storage_key);
  });

  app.post(DOCUMENT_UPLOAD_PATH, { config: { access: { roles: CUSTOMER_ADMINS } } }, async (request, reply) => {
    const customerId = reportCustomerOf(principalOf(request));
    const upload = await request.file();
    if (!upload) throw new RequestValidationError('file: no file was sent', { file: 'validation.required' });
    const fields = Object.fromEntries(
      Object.entries(upload.fields).flatMap(([key, field]) =>
        field && !Array.isArray(field) && field.type === 'field' ? [[key, String(field.value)]] : [],
      ),
    );
    const parsed = documentEditSchema.safeParse({ ...fields, name: fields.name || upload.filename, locale: fields.locale || null });
    if (!parsed.success) {
      upload.file.resume();
      const issue = parsed.error.issues[0]!;
      throw RequestValidationError.forField('body', issue.path.map(String), issue.message);
    }
    const stored = await saveFile(AREA, upload.file, { maxBytes: MAX_COMPANY_DOCUMENT_BYTES, truncated: () => upload.file.truncated });
    try {
      const row = await db
        .insertInto('document')
        .values({
          customer_id: customerId,
          ...parsed.data,
          filename: upload.filename.slice(0, 255),
          content_type: upload.mimetype,
          size_bytes: stored.sizeBytes,
          storage_key: stored.key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send(await one(customerId, row.id));
    } catch (error) {
      await deleteFile(AREA, stored.key);
      throw error;
    }
  });

  app.get('/data/my-company/documents/file/:id', { config: { access: { roles: CUSTOMER_ADMINS } } }, async (request, reply) => {
    const params = documentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw RequestValidationError.forField('params', ['id'], 'validation.integer.positive');
    const file = await documentFile(db, reportCustomerOf(principalOf(request)), params.data.id);
    const stream = file && (await openFile(AREA, file.storage_key));
    if (!file || !stream) throw new HttpError(404, 'Document not found');
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
