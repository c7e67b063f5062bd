import type { ClassroomReportType } from '@atrium/reports-contract';

export interface ClassroomReportForm {
  reportType: ClassroomReportType;
  dateFrom: string;
  dateTo: string;
  courseRoom: string;
  coursePlaceId: number | null;
  theme: string;
  status: string;
  instructorId: number | null;
  locale: 'nb_NO' | 'en_US';
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The form's start: instances of this month, the internal report in Norwegian. */
export function defaultReportForm(today: Date): ClassroomReportForm {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return {
    reportType: 'INSTANCES',
    dateFrom: iso(new Date(Date.UTC(year, month, 1))),
    dateTo: iso(new Date(Date.UTC(year, month + 1, 0))),
    courseRoom: '',
    coursePlaceId: null,
    theme: '',
    status: '',
    instructorId: null,
    locale: 'nb_NO',
  };
}

/** The download's query string: the chosen filters only; the locale only for the internal report. */
export function reportQuery(form: ClassroomReportForm): string {
  const query = new URLSearchParams({ reportType: form.reportType, dateFrom: form.dateFrom, dateTo: form.dateTo });
  if (form.courseRoom.trim()) query.set('courseRoom', form.courseRoom.trim());
  if (form.coursePlaceId) query.set('coursePlaceId', String(form.coursePlaceId));
  if (form.theme.trim()) query.set('theme', form.theme.trim());
  if (form.status) query.set('status', form.status);
  if (form.instructorId) query.set('instructorId', String(form.instructorId));
  if (form.reportType === 'INTERNAL_REPORT') query.set('locale', form.locale);
  return query.toString();
}
