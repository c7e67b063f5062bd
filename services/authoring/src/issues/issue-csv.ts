import { formatDuration, type Issue } from '@atrium/authoring-contract';
import { rowsInBatches, streamCsv, type ExcelLocale } from '@atrium/service-core/excel';
import type { Readable } from 'node:stream';
import { ISSUE_TEXTS } from './issue-mail';

/** The issues as CSV rows in the page's language: raised when and by whom, on what, where in the video, the status and texts. */
export function issueCsv(page: (offset: number, limit: number) => Promise<Issue[]>, locale: ExcelLocale): Readable {
  const { labels, statuses, raisedAt } = ISSUE_TEXTS[locale];
  const header = [raisedAt, labels.raisedBy, labels.about, labels.time, labels.exam, labels.status, labels.message, labels.comment];
  async function* rows() {
    for await (const issue of rowsInBatches(page))
      yield [
        issue.createdAt,
        issue.raisedBy,
        [issue.lessonTitle, issue.taskTitle].filter(Boolean).join(' – '),
        issue.seconds === null ? '' : formatDuration(issue.seconds),
        issue.exam ? (issue.packageName ?? '') : '',
        statuses[issue.status],
        issue.message,
        issue.comment,
      ];
  }
  return streamCsv(header, rows());
}
