import { formatDuration, type PackageScript, type ScriptTask } from '@atrium/authoring-contract';
import { stripHtml } from '@atrium/service-core';
import PDFDocument from 'pdfkit';
import { SCRIPT_LABELS } from './script-labels';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

function tasks(doc: PDFKit.PDFDocument, list: ScriptTask[], labels: (typeof SCRIPT_LABELS)['en_US']) {
  list.forEach((task, index) => {
    doc.font('Helvetica-Bold').text(`${index + 1}. ${task.question}${task.multiple ? ` (${labels.multiple})` : ''}`, { indent: 10 });
    doc.font('Helvetica');
    for (const option of task.options) doc.text(`– ${option.text}${option.correct ? `  [${labels.correct}]` : ''}`, { indent: 25 });
    doc.moveDown(0.3);
  });
}

/**
 * The package's script (/elearningpackage/script/{uuid}) as an A4 PDF to print or pass on: everything a learner reads
 * and answers, in order, with the correct options marked; streamed as it is drawn.
 */
export function scriptPdf(script: PackageScript): PDFKit.PDFDocument {
  const labels = SCRIPT_LABELS[script.locale];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${labels.script}: ${script.title}`, Creator: 'Atrium' } });
  doc.font('Helvetica-Bold').fontSize(18).text(`${labels.script}: ${script.title}`);
  doc.font('Helvetica').fontSize(10).text(`${script.internalName} · ${labels.statuses[script.status]}`);
  const intro = stripHtml(script.introHtml);
  if (intro) doc.moveDown().text(intro);
  script.chapters.forEach((chapter, chapterIndex) => {
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`${chapterIndex + 1}. ${chapter.title}`);
    chapter.lessons.forEach((lesson, lessonIndex) => {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`${chapterIndex + 1}.${lessonIndex + 1} ${lesson.title}`);
      const facts = [
        labels.lessonTypes[lesson.lessonType],
        ...(lesson.videoDuration === null ? [] : [formatDuration(lesson.videoDuration)]),
        ...(lesson.disabled ? [labels.disabled] : []),
      ];
      doc.font('Helvetica').fontSize(10).text(facts.join(' · '));
      const body = stripHtml(lesson.bodyHtml);
      if (body) doc.text(body);
      if (lesson.fileNames.length) doc.text(`${labels.files}: ${lesson.fileNames.join(', ')}`);
      tasks(doc, lesson.tasks, labels);
    });
  });
  if (script.exam) {
    doc.moveDown().font('Helvetica-Bold').fontSize(14).text(labels.exam);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(fill(labels.examPercent, { percent: script.examPercentRequired }));
    for (const group of script.examGroups) {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`${group.internalName}: ${fill(labels.take, { take: group.take, count: group.tasks.length })}`);
      doc.fontSize(10);
      tasks(doc, group.tasks, labels);
    }
  }
  doc.end();
  return doc;
}
