import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { licenseReportEndpoints } from '@atrium/company-contract';
import { cancelCustomerLicenses } from './license-cancel';
import { reportCustomerOf, searchScopeOf } from './license-customer';
import { sendExpireReminders } from './license-reminders';
import { licenseReportWorkbook } from './license-report-excel';
import { searchLicenses } from './license-report-query';
import { diplomaPdf } from './diploma-pdf';
import { checkDiploma, issueDiplomas } from './diploma-store';
import { publishedDb } from './published-licenses';
import { requestLocale } from '@atrium/service-core/excel';

export const licenseReportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db }) => {
  const published = publishedDb(db);

  addEndpoint(app, licenseReportEndpoints.search, async (request) => {
    return searchLicenses(published, request.body, searchScopeOf(principalOf(request), request.body.licenseReportType));
  });

  addEndpoint(app, licenseReportEndpoints.sendReminders, async (request) => {
    const principal = principalOf(request);
    return sendExpireReminders(db, principal, reportCustomerOf(principal), request.body);
  });

  addEndpoint(app, licenseReportEndpoints.cancel, async (request) => {
    const principal = principalOf(request);
    return cancelCustomerLicenses(db, principal, reportCustomerOf(principal), request.body);
  });

  addEndpoint(app, licenseReportEndpoints.checkDiploma, async (request) => {
    const diploma = await checkDiploma(db, request.params.code);
    if (!diploma) throw new HttpError(404, 'diploma.notFound');
    return diploma;
  });

  addEndpoint(app, licenseReportEndpoints.excel, async (request, reply) => {
    const search = request.body;
    const { licenses } = await searchLicenses(published, search, searchScopeOf(principalOf(request), search.licenseReportType));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="licenses-${search.licenseReportType.toLowerCase()}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(licenseReportWorkbook(licenses, requestLocale(request)));
  });

  // Document 001 DOWNLOAD_DIPLOMA: the diplomas of the selected passed licenses, one PDF whatever their number.
  addEndpoint(app, licenseReportEndpoints.diplomas, async (request, reply) => {
    const diplomas = await issueDiplomas(db, reportCustomerOf(principalOf(request)), request.body);
    if (diplomas.length === 0) throw new HttpError(404, 'my-company.licenses.noDiplomas');
    const origin = `${request.protocol}://${request.host}`;
    // The check page anyone may open (mf-company's diploma-check route, decision 0243), not the API's answer.
    const pdf = await diplomaPdf(diplomas, (code) => `${origin}/diploma/${code}`);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${diplomas.length === 1 ? 'diploma' : 'diplomas'}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
