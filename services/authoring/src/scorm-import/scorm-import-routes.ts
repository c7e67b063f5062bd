import multipart from '@fastify/multipart';
import { MAX_SCORM_IMPORT_BYTES, scormImportEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf, authorLocaleOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { fileScan } from './file-scan';
import { importPlan } from './import-plan';
import { storeImport } from './import-store';
import { receiveZip, refused } from './import-zip';

/** §7 "SCORM import" (decision 0254) and "file scan" (decision 0255). */
export const scormImportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  // One more byte than allowed, so the parser's cut-off shows as `truncated` and answers the field's 400.
  await app.register(multipart, { limits: { fileSize: MAX_SCORM_IMPORT_BYTES + 1, files: 1, fields: 0 } });

  addEndpoint(app, scormImportEndpoints.importPackage, async (request, reply) => {
    const principal = principalOf(request);
    const customerId = authorCustomerOf(principal);
    const upload = await request.file().catch(() => undefined);
    if (!upload) throw refused('validation.required');
    if (!/\.zip$/i.test(upload.filename)) {
      upload.file.resume();
      throw refused('kpg.scormImport.notZip');
    }
    const zip = await receiveZip(upload.file, () => upload.file.truncated);
    try {
      const plan = await importPlan(zip, authorLocaleOf(principal));
      return reply.code(201).send(await storeImport(db, customerId, zip, plan));
    } finally {
      await zip.close();
    }
  });

  addEndpoint(app, scormImportEndpoints.fileScan, async (request) =>
    fileScan(db, authorCustomerOf(principalOf(request)), request.params.uuid),
  );
};
