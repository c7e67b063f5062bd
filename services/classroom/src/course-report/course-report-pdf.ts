import type { ReportLocale } from '@atrium/classroom-contract';
import type { CourseReportData } from './course-report-data';
import { renderPdf, tableRow } from './pdf-buffer';
import { reportDate, REPORT_TEXT } from './report-text';

export interface CourseReportOptions {
  language: ReportLocale;
  materials: string;
  location: string;
  instructor: string;
  includeParticipantList: boolean;
  includeTestResults: boolean;
  includeParticipantFeedback: boolean;
  maxScorePreTest?: number | undefined;
  maxScorePostTest?: number | undefined;
}

const average = (value: number | null, locale: ReportLocale, none: string) =>
  value === null ? none : value.toLocaleString(locale.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Document 002 §3/§5: the course report in the chosen language: the course, where, who taught, the materials, the
 * participants (with test results when asked, each out of the maximum score when one was given) and the
 * participants' feedback (averages and comments), and the instructor's comment to the customer.
 */
export function renderCourseReport(data: CourseReportData, options: CourseReportOptions): Promise<Buffer> {
  const text = REPORT_TEXT[options.language];
  return renderPdf(`${text.courseReport}: ${data.title}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(`${text.courseReport}: ${data.title}`);
    doc.moveDown().font('Helvetica').fontSize(10);
    const dates = [reportDate(data.startDate, options.language), reportDate(data.endDate, options.language)].filter(Boolean);
    const facts: [string, string][] = [
      [text.dates!, [...new Set(dates)].join(' – ')],
      [text.location!, options.location || data.place || ''],
      [text.instructor!, options.instructor || data.instructors.join(', ')],
      [text.customer!, data.customerName ?? text.allCustomers!],
      [text.materials!, options.materials],
    ];
    for (const [label, value] of facts) if (value) doc.text(`${label}: ${value}`);
    if (data.customerComment) {
      doc.moveDown().font('Helvetica-Bold').text(text.instructorComment!);
      doc.font('Helvetica').text(data.customerComment);
    }
    if (options.includeParticipantList) {
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(`${text.participants} (${data.participants.length})`);
      doc.fontSize(10).moveDown(0.5);
      const score = (value: number | null, max: number | undefined) =>
        value === null ? '' : max === undefined ? String(value) : `${value} ${text.of} ${max}`;
      const header = [
        { x: 50, width: 170, text: text.name! },
        { x: 225, width: 140, text: text.customer! },
        { x: 370, width: 80, text: text.status! },
        ...(options.includeTestResults
          ? [
              { x: 455, width: 45, text: text.preTest! },
              { x: 505, width: 45, text: text.postTest! },
            ]
          : []),
      ];
      tableRow(doc, header, true);
      for (const participant of data.participants)
        tableRow(doc, [
          { x: 50, width: 170, text: participant.name },
          { x: 225, width: 140, text: participant.customerName ?? '' },
          { x: 370, width: 80, text: text[`status.${participant.status}`] ?? participant.status },
          ...(options.includeTestResults
            ? [
                { x: 455, width: 45, text: score(participant.pretest, options.maxScorePreTest) },
                { x: 505, width: 45, text: score(participant.posttest, options.maxScorePostTest) },
              ]
            : []),
        ]);
    }
    if (options.includeParticipantFeedback) {
      const { evaluations, averages } = data.evaluations;
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(text.feedback!);
      doc.font('Helvetica').fontSize(10).moveDown(0.5);
      doc.text(`${text.evaluations}: ${evaluations.length}`);
      doc.text(`${text.averageCourse}: ${average(averages.course, options.language, text.none!)}`);
      doc.text(`${text.averagePlace}: ${average(averages.coursePlace, options.language, text.none!)}`);
      for (const instructor of averages.instructors) {
        const name = data.evaluations.instructors.find((i) => i.id === instructor.instructorId)?.name ?? `#${instructor.instructorId}`;
        doc.text(`${text.instructor} ${name}: ${average(instructor.average, options.language, text.none!)}`);
      }
      const comments = evaluations.map((evaluation) => evaluation.comment).filter(Boolean);
      if (comments.length > 0) {
        doc.moveDown(0.5).font('Helvetica-Bold').text(text.comments!);
        doc.font('Helvetica');
        for (const comment of comments) doc.text(`• ${comment}`);
      }
    }
  });
}
