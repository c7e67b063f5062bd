import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import BatchInvoiceStartPage from './BatchInvoiceStartPage';
import { INVOICE, LINE } from './batch-invoice-fixtures';
import { readStoredBatch } from './stored-batch';

let calls: ApiCall[];

beforeEach(() => {
  sessionStorage.clear();
  signInAs('staff');
  calls = fakeApi((call) => {
    if (call.url.endsWith('/customers'))
      return { status: 200, body: [{ customerId: 2, name: 'Nordsjø Energi AS', lineCount: 1, netTotal: 198000, currency: 'NOK' }] };
    if (call.url.includes('/byref')) return { status: 200, body: [{ yourRef: 'PO-A', netTotal: 198000, lines: [LINE] }] };
    if (call.url.endsWith('/lines')) return { status: 200, body: [LINE] };
    if (call.url.endsWith('/order')) return { status: 201, body: { invoices: [INVOICE] } };
    return { status: 404, body: { message: 'Not found' } };
  });
});

test('a customer’s open lines go into a queue the process page reads', async () => {
  render(<BatchInvoiceStartPage />);
  fireEvent.change(await screen.findByLabelText('Customer'), { target: { value: '2' } });
  expect(await screen.findByText('Working at heights')).toBeTruthy();
  expect(calls.map((call) => call.url)).toContain('/api/reports/data/batchinvoice/customers/2/lines');
  fireEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
  expect(screen.getByText('1 line in the queue')).toBeTruthy();
  expect(readStoredBatch()).toEqual({ customerId: 2, customerName: 'Nordsjø Energi AS', queue: [11] });
  expect(screen.getByRole('link', { name: 'Preview the invoices' }).getAttribute('href')).toBe('/batchinvoice/process');
});

test('the by-reference view invoices each reference, showing it done with its PDF', async () => {
  render(<BatchInvoiceStartPage />);
  fireEvent.change(await screen.findByLabelText('Customer'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('View'), { target: { value: 'byref' } });
  expect(await screen.findByText('PO-A')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Invoice each reference' }));
  expect(await screen.findByText(/Done: invoice 7/)).toBeTruthy();
  const order = calls.find((call) => call.url.endsWith('/order'))!;
  expect(order.body).toMatchObject({ customerId: 2, groupType: 'PER_REFERENCE', lines: [11] });
  expect(screen.getByRole('link', { name: 'Open invoice 7 (PDF)' }).getAttribute('href')).toBe(
    '/api/reports/data/batchinvoice/invoices/3/pdf',
  );
  await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
});

test('shows no access to people without a course staff role', () => {
  signInAs('companyadmin');
  render(<BatchInvoiceStartPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Batch invoicing');
  expect(calls).toEqual([]);
});
