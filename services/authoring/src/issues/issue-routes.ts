import { issueEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, principalOf, publicOrigin, queueMail } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { issueMail } from './issue-mail';
import { issueCsv } from './issue-csv';
import { countIssues, issueDetails, issuePage, listIssues } from './issue-query';
import { raiseIssue, updateIssue } from './issue-store';

/** Issues raised on the customer's lessons and tasks (document 003 §7 "issues", decision 0231). */
export const issueRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  const author = (request: Parameters<typeof principalOf>[0]) => authorCustomerOf(principalOf(request));

  addEndpoint(app, issueEndpoints.list, async (request) => listIssues(db, author(request), request.query));
  addEndpoint(app, issueEndpoints.count, async (request) => countIssues(db, author(request), request.query));
  addEndpoint(app, issueEndpoints.details, async (request) => issueDetails(db, author(request), request.params.uuid));
  addEndpoint(app, issueEndpoints.create, async (request) => {
    const customerId = author(request);
    return issueDetails(db, customerId, await raiseIssue(db, customerId, principalOf(request), request.body));
  });
  addEndpoint(app, issueEndpoints.status, async (request) => {
    const customerId = author(request);
    await updateIssue(db, customerId, request.params.uuid, { status: request.body.status });
    return issueDetails(db, customerId, request.params.uuid);
  });
  addEndpoint(app, issueEndpoints.comment, async (request) => {
    const customerId = author(request);
    await updateIssue(db, customerId, request.params.uuid, { comment: request.body.comment });
    return issueDetails(db, customerId, request.params.uuid);
  });
  addEndpoint(app, issueEndpoints.csv, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="issues.csv"')
      .header('cache-control', 'no-store')
      .send(issueCsv(issuePage(db, author(request), request.body), requestLocale(request))),
  );
  addEndpoint(app, issueEndpoints.email, async (request) => {
    const issue = await issueDetails(db, author(request), request.params.uuid);
    const locale = requestLocale(request);
    const origin = publicOrigin(request);
    const to = [...new Set(request.body.to.map((address) => address.toLowerCase()))];
    // All the e-mails or none: the outbox rows and their delivery jobs commit together.
    await shared.transaction().execute(async (trx) => {
      for (const address of to) await queueMail(trx, 'authoring', issueMail(issue, address, locale, origin));
    });
    return { queued: to.length };
  });
};
