import { addEndpoint, principalOf, zodSchema } from '@atrium/service-core';
import { COURSE_RUNNERS } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  courseReportEndpoints as endpoints,
  courseReportFormSchema,
  instanceIdParamsSchema,
  participantListParamsSchema,
  participantListQuerySchema,
} from '@atrium/classroom-contract';
import type { z } from 'zod';
import { classroomDb } from '../db';
import { requireRunner } from '../instructor-page/instructor-access';
import { queueInstanceMail } from '../classroom-management/instance-mail';
import { saveWorkItem } from '../classroom-management/work-item-store';
import { courseReportData } from './course-report-data';
import { renderCourseReport } from './course-report-pdf';
import { renderParticipantList } from './participant-list-pdf';
import { pdfFileName } from './pdf-buffer';
import { REPORT_TEXT } from './report-text';

type Form = z.output<typeof courseReportFormSchema>;

async function courseReportPdf(db: ReturnType<typeof classroomDb>, instanceId: number, form: Form): Promise<Buffer> {
  return renderCourseReport(await courseReportData(db, instanceId, form.customer), form);
}

/** The course report and the participant list as PDFs (document 002 §7 kursrapport and participantlist). */
export const courseReportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  // A plain form post that opens the PDF in a new window (document 002 §7), so a plain route.
  app.post(
    '/web/data/kursrapport/:instanceId',
    {
      config: { access: { roles: COURSE_RUNNERS } },
      schema: { params: zodSchema(instanceIdParamsSchema), body: zodSchema(courseReportFormSchema) },
    },
    async (request, reply) => {
      const { instanceId } = request.params as { instanceId: number };
      await requireRunner(db, principalOf(request), instanceId);
      const pdf = await courseReportPdf(db, instanceId, request.body as Form);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName('course-report', instanceId)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Sent through the outbox with the PDF attached and filed under the instance; the report work item is then done.
  addEndpoint(app, endpoints.email, async (request) => {
    const { instanceId } = request.params;
    const principal = principalOf(request);
    await requireRunner(db, principal, instanceId);
    const form = request.body;
    const pdf = await courseReportPdf(db, instanceId, form);
    const text = REPORT_TEXT[form.language];
    const data = await courseReportData(db, instanceId, form.customer);
    await db.transaction().execute((trx) =>
      queueInstanceMail(
        trx,
        instanceId,
        'courseReport',
        {
          to: form.recipientsEmail!,
          subject: `${text.emailSubject}: ${data.title}`,
          text: `${form.recipientsEmailCustomText || text.emailText}\n`,
        },
        [{ filename: pdfFileName('course-report', instanceId), contentType: 'application/pdf', content: pdf }],
      ),
    );
    await saveWorkItem(db, instanceId, 'courseReportSent', true, principal.userId);
    return { sent: 1 };
  });

  app.get(
    '/web/data/participantlist/:instanceId/:locale/:customer',
    {
      config: { access: { roles: COURSE_RUNNERS } },
      schema: { params: zodSchema(participantListParamsSchema), querystring: zodSchema(participantListQuerySchema) },
    },
    async (request, reply) => {
      const { instanceId, locale, customer } = request.params as z.output<typeof participantListParamsSchema>;
      const { type } = request.query as z.output<typeof participantListQuerySchema>;
      await requireRunner(db, principalOf(request), instanceId);
      const data = await courseReportData(db, instanceId, customer === 'all' ? null : customer);
      const pdf = await renderParticipantList(data, locale, type === 'roomsign');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName('participant-list', instanceId)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
