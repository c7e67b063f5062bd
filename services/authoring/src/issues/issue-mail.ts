import { formatDuration, type Issue, type IssueStatus } from '@atrium/authoring-contract';
import type { MailMessage } from '@atrium/service-core';
import type { ExcelLocale } from '@atrium/service-core/excel';

interface IssueMailText {
  subject: (about: string) => string;
  labels: { about: string; time: string; exam: string; status: string; message: string; comment: string; raisedBy: string; open: string };
  statuses: Record<IssueStatus, string>;
  raisedAt: string;
}

// The e-mail and the CSV speak the language of the page that sent them, as downloads do (decision 0153).
export const ISSUE_TEXTS: Record<ExcelLocale, IssueMailText> = {
  en_US: {
    subject: (about) => `Issue in the e-learning "${about}"`,
    labels: {
      about: 'Lesson or task',
      time: 'Time in the video',
      exam: 'Raised in the exam of',
      status: 'Status',
      message: 'Issue',
      comment: 'Comment',
      raisedBy: 'Raised by',
      open: 'Open it in Atrium',
    },
    raisedAt: 'Raised',
    statuses: {
      none: 'No status',
      to_do: 'To do',
      low_prio: 'Low priority',
      critical: 'Critical',
      fixed: 'Fixed',
      resolved: 'Resolved',
      closed: 'Closed',
    },
  },
  nb_NO: {
    subject: (about) => `Sak i e-læringen «${about}»`,
    labels: {
      about: 'Leksjon eller oppgave',
      time: 'Tid i videoen',
      exam: 'Meldt i eksamen i',
      status: 'Status',
      message: 'Sak',
      comment: 'Kommentar',
      raisedBy: 'Meldt av',
      open: 'Åpne den i Atrium',
    },
    raisedAt: 'Meldt',
    statuses: {
      none: 'Ingen status',
      to_do: 'Å gjøre',
      low_prio: 'Lav prioritet',
      critical: 'Kritisk',
      fixed: 'Rettet',
      resolved: 'Løst',
      closed: 'Lukket',
    },
  },
  sv_SE: {
    subject: (about) => `Ärende i e-lärandet ”${about}”`,
    labels: {
      about: 'Lektion eller uppgift',
      time: 'Tid i videon',
      exam: 'Anmält i provet i',
      status: 'Status',
      message: 'Ärende',
      comment: 'Kommentar',
      raisedBy: 'Anmält av',
      open: 'Öppna det i Atrium',
    },
    raisedAt: 'Anmält',
    statuses: {
      none: 'Ingen status',
      to_do: 'Att göra',
      low_prio: 'Låg prioritet',
      critical: 'Kritiskt',
      fixed: 'Åtgärdat',
      resolved: 'Löst',
      closed: 'Stängt',
    },
  },
};

/** Where the issue's lesson or task is edited, for the link in the e-mail. */
const editorPath = (issue: Issue) =>
  issue.lessonUuid ? `/elearningpackage/editlesson/${issue.lessonUuid}` : `/elearningpackage/edittask/${issue.taskUuid}`;

/** §7 "issue email": the issue as text, with a link to where it is fixed. */
export function issueMail(issue: Issue, to: string, locale: ExcelLocale, origin: string): MailMessage {
  const text = ISSUE_TEXTS[locale];
  const about = [issue.lessonTitle, issue.taskTitle].filter(Boolean).join(' – ') || '–';
  const lines = [
    `${text.labels.about}: ${about}`,
    ...(issue.seconds === null ? [] : [`${text.labels.time}: ${formatDuration(issue.seconds)}`]),
    ...(issue.exam && issue.packageName ? [`${text.labels.exam}: ${issue.packageName}`] : []),
    `${text.labels.status}: ${text.statuses[issue.status]}`,
    `${text.labels.raisedBy}: ${issue.raisedBy}`,
    '',
    `${text.labels.message}:`,
    issue.message,
    ...(issue.comment ? ['', `${text.labels.comment}:`, issue.comment] : []),
    '',
    `${text.labels.open}: ${origin}${editorPath(issue)}`,
  ];
  return { to, subject: text.subject(issue.packageName ?? about), text: `${lines.join('\n')}\n` };
}
