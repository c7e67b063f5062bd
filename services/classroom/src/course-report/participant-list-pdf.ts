import type { ReportLocale } from '@atrium/classroom-contract';
import type { CourseReportData } from './course-report-data';
import { renderPdf, tableRow } from './pdf-buffer';
import { reportDate, REPORT_TEXT } from './report-text';

const ROW_HEIGHT = 46;
/** Drawn at the pad's 568:220 proportions. */
const SIGNATURE = { width: 150, height: 40 } as const;

/**
 * The participant list for signing in the room (document 002 §7 participantlist, type roomsign): each attending
 * participant with a box to sign in, filled with their drawn signature, its time and hash prefix, where signed.
 */
export function renderParticipantList(data: CourseReportData, locale: ReportLocale, roomSign: boolean): Promise<Buffer> {
  const text = REPORT_TEXT[locale];
  return renderPdf(`${text.participantList}: ${data.title}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(`${text.participantList}: ${data.title}`);
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(
      `${text.dates}: ${[...new Set([reportDate(data.startDate, locale), reportDate(data.endDate, locale)].filter(Boolean))].join(' – ')}`,
    );
    if (data.place) doc.text(`${text.location}: ${data.place}`);
    doc.text(`${text.customer}: ${data.customerName ?? text.allCustomers}`);
    doc.moveDown();
    tableRow(
      doc,
      [
        { x: 50, width: 30, text: '#' },
        { x: 80, width: 160, text: text.name! },
        { x: 245, width: 130, text: text.customer! },
        ...(roomSign ? [{ x: 380, width: 170, text: text.signature! }] : []),
      ],
      true,
    );
    data.participants.forEach((participant, index) => {
      if (doc.y > doc.page.height - 50 - ROW_HEIGHT) doc.addPage();
      const top = doc.y;
      doc.font('Helvetica').text(String(index + 1), 50, top + 4, { width: 30 });
      doc.text(participant.name, 80, top + 4, { width: 160 });
      doc.text(participant.customerName ?? '', 245, top + 4, { width: 130 });
      if (roomSign) {
        doc.rect(380, top, 170, ROW_HEIGHT - 4).stroke('#999999');
        if (participant.signature) {
          doc.image(participant.signature.png, 385, top + 1, { fit: [SIGNATURE.width, SIGNATURE.height - 10] });
          doc
            .fontSize(6)
            .fillColor('#555555')
            .text(
              `${text.signedAt} ${participant.signature.signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${participant.signature.sha256.slice(0, 12)}`,
              385,
              top + ROW_HEIGHT - 13,
              { width: 160 },
            )
            .fontSize(10)
            .fillColor('#000000');
        }
      }
      doc.x = 50;
      doc.y = top + ROW_HEIGHT;
    });
  });
}
