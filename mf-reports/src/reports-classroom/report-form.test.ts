import { defaultReportForm, reportQuery } from './report-form';

it('starts with this month’s instances', () => {
  expect(defaultReportForm(new Date('2026-02-10T12:00:00Z'))).toMatchObject({
    reportType: 'INSTANCES',
    dateFrom: '2026-02-01',
    dateTo: '2026-02-28',
  });
});

it('sends the chosen filters only, and the locale for the internal report', () => {
  const form = { ...defaultReportForm(new Date('2026-03-05T12:00:00Z')), courseRoom: ' Sal ', status: '3', instructorId: 12 };
  expect(reportQuery(form)).toBe('reportType=INSTANCES&dateFrom=2026-03-01&dateTo=2026-03-31&courseRoom=Sal&status=3&instructorId=12');
  expect(reportQuery({ ...form, reportType: 'INTERNAL_REPORT', locale: 'en_US' })).toContain('&locale=en_US');
});
