import multipart from '@fastify/multipart';
import {
  addEndpoint,
  COURSE_ADMINS,
  deleteFile,
  fileStore,
  HttpError,
  principalOf,
  saveFile,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import {
  ADMIN_UPLOAD_OK,
  PACKAGE_PAGE_SIZE,
  packageEndpoints as endpoints,
  UPLOAD_ERRORS,
  uploadIdParamsSchema,
  uploadReceivedSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { MAX_UPLOAD_BYTES } from './import-limits';
import { packageSummaries, toPackageSummary } from './package-summaries';
import { importNewPackage, importUploadAsNewPackage, importUploadAsUpdate, withUploadedZip } from './package-imports';
import { openSince, openUpload, UPLOAD_AREA } from './upload-staging';

// Document 001 §1 and §6: e-course administration is for platform admins; course staff maintain courses too.
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];
/** How long a presigned upload address stays valid: long enough for a large zip on a slow line. */
const UPLOAD_URL_SECONDS = 3600;

export const packageRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  // The uploaded zip is streamed to disk by the handler, never buffered in memory.
  fastify.addContentTypeParser(ZIP_TYPES, (_request, payload, done) => done(null, payload));
  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  addEndpoint(app, endpoints.uploadRequest, async (request) => {
    // At most MAX_OPEN_UPLOADS open per person (decision 0117). A bucket hands out a presigned PUT address, so the
    // zip goes to the store without passing through any instance; the local folder has none, and the zip is PUT to
    // this service (issue 12, decision 0124).
    const id = await openUpload(db, principalOf(request).userId);
    const direct = await fileStore().uploadUrl(UPLOAD_AREA, id, { contentType: 'application/zip', expiresInSeconds: UPLOAD_URL_SECONDS });
    if (direct) await db.updateTable('package_upload').set({ file_key: id }).where('id', '=', id).execute();
    return { url: direct ?? `/api/elearning/data/ecourses/xapi/upload/${id}`, s3Path: `${UPLOAD_AREA}/${id}` };
  });

  app.put(
    '/data/ecourses/xapi/upload/:uploadId',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { params: zodSchema(uploadIdParamsSchema), response: { 200: zodResponse(uploadReceivedSchema) } },
    },
    async (request) => {
      const upload = await db
        .selectFrom('package_upload')
        .select(['id', 'file_key'])
        .where('id', '=', request.params.uploadId)
        .where('user_id', '=', principalOf(request).userId)
        .where('created_at', '>', openSince)
        .executeTakeFirst();
      if (!upload) throw new HttpError(404, 'Unknown upload url');
      if (upload.file_key) throw new HttpError(409, 'This upload url has been used');
      const type = request.headers['content-type']?.split(';')[0] ?? '';
      if (!ZIP_TYPES.includes(type)) throw new HttpError(415, UPLOAD_ERRORS.onlyZip);
      const stored = await saveFile(UPLOAD_AREA, request.body as Readable, { maxBytes: MAX_UPLOAD_BYTES });
      await db
        .updateTable('package_upload')
        .set({ file_key: stored.key, size_bytes: stored.sizeBytes, received_at: new Date() })
        .where('id', '=', upload.id)
        .execute();
      return { s3Path: `${UPLOAD_AREA}/${upload.id}`, sizeBytes: stored.sizeBytes };
    },
  );

  addEndpoint(app, endpoints.newPackage, async (request) => {
    const principal = principalOf(request);
    return importUploadAsNewPackage(db, request.body.s3Path, principal.userId, {
      expect: request.params.kind,
      ownerCustomerId: principal.activeCustomerId,
    });
  });

  addEndpoint(app, endpoints.updatePackage, async (request) =>
    importUploadAsUpdate(db, request.body.s3Path, principalOf(request).userId, request.params),
  );

  addEndpoint(app, endpoints.listByType, async (request) => {
    const { type, page } = request.params;
    if (type.endsWith('epkgv1')) return [];
    let query = packageSummaries(db).where('p.type', '=', type as 'scorm12' | 'scorm2004' | 'cmi5');
    if (request.query.ownerCustomerId !== undefined) query = query.where('p.owner_customer_id', '=', request.query.ownerCustomerId);
    const rows = await query
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(PACKAGE_PAGE_SIZE)
      .offset(page * PACKAGE_PAGE_SIZE)
      .execute();
    return rows.map(toPackageSummary);
  });

  addEndpoint(app, endpoints.listByStatus, async (request) => {
    const { status, page } = request.params;
    const rows = await packageSummaries(db)
      .where('p.status', '=', status)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(PACKAGE_PAGE_SIZE)
      .offset(page * PACKAGE_PAGE_SIZE)
      .execute();
    return rows.map(toPackageSummary);
  });

  addEndpoint(app, endpoints.select, async (request) => {
    const { packageId, packageType, ecourseId } = request.body;
    const found = await db
      .selectFrom('package')
      .select('id')
      .where('id', '=', packageId)
      .where('type', '=', packageType)
      .executeTakeFirst();
    if (!found) throw new HttpError(400, 'packageId: no package of this type');
    const updated = await db.updateTable('ecourse').set({ package_id: packageId }).where('id', '=', ecourseId).executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'E-course not found');
    return { ok: true as const };
  });

  addEndpoint(app, endpoints.adminCourses, async (request) => {
    const rows = await db
      .selectFrom('ecourse as e')
      .leftJoin('package as p', 'p.id', 'e.package_id')
      .select([
        'e.id',
        'e.uuid',
        'e.internal_name as internalName',
        'p.id as packageId',
        'p.type as packageType',
        'p.title as packageTitle',
      ])
      .where('e.package_id', request.params.withPackage ? 'is not' : 'is', null)
      .orderBy('e.internal_name')
      .orderBy('e.id')
      .execute();
    return rows;
  });

  addEndpoint(app, endpoints.adminUpload, async (request) => {
    const principal = principalOf(request);
    const ecourse = await db.selectFrom('ecourse').select('id').where('id', '=', request.params.ecourseid).executeTakeFirst();
    if (!ecourse) throw new HttpError(404, 'E-course not found');
    if (!request.isMultipart()) throw new HttpError(400, 'file: a multipart upload is required');
    const file = await request.file();
    if (!file) throw new HttpError(400, 'file: no file in the upload');
    // Document 001 §5: the name decides, as in the browser.
    if (!file.filename.toLowerCase().includes('.zip')) throw new HttpError(400, UPLOAD_ERRORS.onlyZip);
    const stored = await saveFile(UPLOAD_AREA, file.file, { maxBytes: MAX_UPLOAD_BYTES, truncated: () => file.file.truncated });
    try {
      const imported = await withUploadedZip(stored.key, (zipPath) =>
        importNewPackage(db, zipPath, { ownerCustomerId: principal.activeCustomerId }),
      );
      await db.updateTable('ecourse').set({ package_id: imported.id }).where('id', '=', ecourse.id).execute();
      return { message: ADMIN_UPLOAD_OK, packageId: imported.id };
    } finally {
      await deleteFile(UPLOAD_AREA, stored.key);
    }
  });
};
