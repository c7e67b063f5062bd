import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  addEndpoint,
  customerScopeOf,
  HttpError,
  isCrossTenant,
  principalOf,
  publicOrigin,
  RequestValidationError,
  type Principal,
} from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MASS_IMPORT_CUSTOMER_CLOSED,
  MASS_IMPORT_FILE_TYPE,
  MASS_IMPORT_MAX_FILE_BYTES,
  userMassImportEndpoints as endpoints,
  registrationBodySchema,
  type RegistrationReport,
} from '@atrium/users-contract';
import type { z } from 'zod';
import { usersDb } from '../db';
import { findOpenCustomer } from '../new-user/published-customer';
import { findDuplicates } from './duplicate-score';
import { readSpreadsheet, rowsOfSheet } from './import-spreadsheet';
import { importTemplate } from './import-template';
import { createImport, importById, undoImport } from './mass-import-store';
import { massImportQueueReady } from './mass-import-queue';
import type { MassImportRequest } from './mass-import-request';
import { checkRegistration, registerPeople } from './register-people';
import { courseChoices, instanceById } from './published-courses';

/** 10,000 rows as JSON are some 3 MB; every call of the import may carry them. */
const BODY_LIMIT = 16 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Thrown inside the dry run's transaction so that everything it did rolls back. */
class DryRunDone extends Error {
  constructor(readonly report: RegistrationReport) {
    super('dry run');
  }
}

/** A company admin imports into the customer they act for only (document 001 §6, issue 11 finding 1). */
function requireCustomer(principal: Principal, customerId: number) {
  const scope = customerScopeOf(principal);
  if (scope !== null && scope !== customerId) throw new HttpError(403, 'Users of another company');
}

/** What the registration is asked, as the job reads it back. */
function importRequest(request: FastifyRequest, body: z.output<typeof registrationBodySchema>): MassImportRequest {
  const principal = principalOf(request);
  requireCustomer(principal, body.customerId);
  return {
    customerId: body.customerId,
    users: body.users,
    eCourses: [...new Set(body.eCourses)],
    cliCourses: [...new Set(body.cliCourses)],
    sms: body.sms,
    email: body.email,
    origin: publicOrigin(request),
    locale: requestLocale(request),
    crossTenant: isCrossTenant(principal),
  };
}

/**
 * The user mass import (document 003 §2, §7 "Mass import"; decision 0216): the wizard's choices, template and
 * upload, the duplicate check, the dry run, and the registration as a background job with its progress and undo.
 */
export const userMassImportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  await app.register(multipart, { limits: { fileSize: MASS_IMPORT_MAX_FILE_BYTES, files: 1, fields: 0 } });
  app.addHook('onRoute', (route) => {
    route.bodyLimit = BODY_LIMIT;
  });
  const db = usersDb(shared);
  await massImportQueueReady(shared);

  addEndpoint(app, endpoints.customer, async (request) => {
    requireCustomer(principalOf(request), request.params.customerId);
    const customer = await findOpenCustomer(shared, request.params.customerId);
    if (!customer) throw new HttpError(404, MASS_IMPORT_CUSTOMER_CLOSED);
    return { id: customer.id, name: customer.name };
  });

  addEndpoint(app, endpoints.courses, async (request) => courseChoices(shared, requestLocale(request)));

  addEndpoint(app, endpoints.instance, async (request) => {
    const instance = await instanceById(shared, request.params.id, requestLocale(request));
    if (!instance) throw new HttpError(404, 'Course instance not found');
    return instance;
  });

  addEndpoint(app, endpoints.template, async (request, reply) => {
    const file = await importTemplate(requestLocale(request));
    return reply
      .type(XLSX)
      .header('content-disposition', 'attachment; filename="user-mass-import.xlsx"')
      .header('cache-control', 'no-store')
      .send(file);
  });

  addEndpoint(app, endpoints.parse, async (request) => {
    requireCustomer(principalOf(request), request.query.customerId);
    const upload = await request.file();
    if (!upload) throw RequestValidationError.forField('body', ['file'], 'validation.required');
    if (!/\.(xlsx|csv|txt)$/i.test(upload.filename)) {
      upload.file.resume();
      throw new HttpError(415, MASS_IMPORT_FILE_TYPE);
    }
    const bytes = await upload.toBuffer();
    return rowsOfSheet(await readSpreadsheet(bytes));
  });

  addEndpoint(app, endpoints.duplicates, async (request) => {
    const principal = principalOf(request);
    const { customerId, users } = request.body;
    requireCustomer(principal, customerId);
    return db.transaction().execute(async (trx) => ({
      duplicates: await findDuplicates(trx, customerId, users, { customersOwnOnly: !isCrossTenant(principal) }),
    }));
  });

  // Exactly what the registration would do, done and rolled back: the same code, the same refusals.
  addEndpoint(app, endpoints.dryRun, async (request) => {
    const asked = importRequest(request, request.body);
    try {
      await db.transaction().execute(async (trx) => {
        const { report } = await registerPeople(trx, asked, { dryRun: true });
        throw new DryRunDone(report);
      });
    } catch (error) {
      if (error instanceof DryRunDone) return error.report;
      throw error;
    }
    throw new Error('unreachable');
  });

  addEndpoint(app, endpoints.register, async (request, reply) => {
    const principal = principalOf(request);
    const asked = importRequest(request, request.body);
    const key = request.headers['idempotency-key'];
    const submitKey = typeof key === 'string' && key ? key : randomUUID();
    const id = await db.transaction().execute(async (trx) => {
      // Refusals people can fix answer at once; the duplicate search and the rest of the rules run in the job.
      await checkRegistration(trx, asked, { quick: true });
      return createImport(trx, principal.userId, submitKey, asked);
    });
    return reply.code(202).send(await importById(db, id, customerScopeOf(principal)));
  });

  addEndpoint(app, endpoints.get, async (request) => importById(db, request.params.id, customerScopeOf(principalOf(request))));

  addEndpoint(app, endpoints.undo, async (request) => {
    const principal = principalOf(request);
    const scope = customerScopeOf(principal);
    await db.transaction().execute((trx) => undoImport(trx, request.params.id, scope, principal.userId));
    return importById(db, request.params.id, scope);
  });
};
