import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { ReportDownloads } from './ReportDownloads';
import './messages';

let calls: ApiCall[];
let polls: number;

beforeEach(() => {
  signInAs('staff');
  window.history.pushState({}, '', '/classroom-search/PURCHASE_REPORT?fromDate=2026-03-01&toDate=2026-03-31');
  polls = 0;
  const file = { id: 7, type: 'PURCHASE_REPORT', format: 'csv', fileName: 'purchase-report.csv', error: null };
  calls = fakeApi((call) => {
    if (call.method === 'POST') return { status: 202, body: { ...file, status: 'queued', done: 0, total: null } };
    polls += 1;
    return {
      status: 200,
      body: polls === 1 ? { ...file, status: 'running', done: 250, total: 1000 } : { ...file, status: 'done', done: 1000, total: 1000 },
    };
  });
});

test('makes the file in the background with the search’s query, shows its progress and then the link', async () => {
  render(<ReportDownloads type="PURCHASE_REPORT" />);
  fireEvent.click(screen.getByRole('button', { name: 'Make a CSV file' }));
  const progress = await screen.findByRole('progressbar', { name: 'Making the file' });
  await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('25'));
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: '/api/reports/data/report-exports',
    body: { type: 'PURCHASE_REPORT', format: 'csv', query: 'fromDate=2026-03-01&toDate=2026-03-31' },
  });
  const link = await screen.findByRole('link', { name: 'Download purchase-report.csv' }, { timeout: 3000 });
  expect(link.getAttribute('href')).toBe('/api/reports/data/report-exports/7/file');
});
