import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, toast, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import InvoicePage from './InvoicePage';

const NOTE = {
  creditNoteId: 5,
  number: 3,
  invoiceId: 9,
  invoiceNumber: 12,
  purchaseId: 77,
  title: 'First aid',
  reason: 'Cancelled',
  currency: 'NOK',
  netTotal: 450000,
  vatTotal: 112500,
  created: '2026-06-20T10:00:00Z',
};
const invoice = (credited: boolean) => ({
  invoiceId: 9,
  number: 12,
  customerId: 2,
  customer: 'Nordsjø Energi AS',
  yourRef: 'PO-7',
  currency: 'NOK',
  vatPercent: 25,
  netTotal: 549000,
  vatTotal: 137250,
  created: '2026-06-15T10:05:00Z',
  lines: [
    { purchaseId: 76, title: 'Working at heights', qty: 1, netPrice: 99000, creditNote: null },
    { purchaseId: 77, title: 'First aid', qty: 1, netPrice: 450000, creditNote: credited ? NOTE : null },
  ],
});

let calls: ApiCall[];
let credited: boolean;

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  jest.spyOn(toast, 'success');
  credited = false;
  calls = fakeApi(({ method }) => {
    if (method === 'POST') {
      credited = true;
      return { status: 201, body: NOTE };
    }
    return { status: 200, body: invoice(credited) };
  });
});

test('credits a line with a reason, then links its credit note PDF', async () => {
  signInAs('staff');
  render(<InvoicePage invoiceId={9} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 12' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open invoice 12 (PDF)' }).getAttribute('href')).toBe(
    '/api/reports/data/batchinvoice/invoices/9/pdf',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Credit First aid' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Make credit note' }));
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Cancelled' } });
  fireEvent.click(screen.getByRole('button', { name: 'Make credit note' }));
  const pdf = await screen.findByRole('link', { name: 'Open credit note 3 (PDF)' });
  expect(pdf.getAttribute('href')).toBe('/api/reports/data/credit-note/v1/5/pdf');
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/reports/data/credit-note/v1',
    body: { purchaseId: 77, reason: 'Cancelled' },
  });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('creditNote.made', { number: 3 }));
  expect(screen.getByRole('button', { name: 'Credit Working at heights' })).toBeTruthy();
});

test('a company admin gets the no-access page', () => {
  signInAs('companyadmin');
  render(<InvoicePage invoiceId={9} />);
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});
