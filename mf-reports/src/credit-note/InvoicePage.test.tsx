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
  disposition: 'CANCEL',
  reason: 'Cancelled',
  currency: 'NOK',
  netTotal: 450000,
  vatTotal: 112500,
  created: '2026-06-20T10:00:00Z',
  lines: [{ purchaseId: 77, title: 'First aid', qty: 1, netPrice: 450000 }],
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
    { purchaseId: 76, title: 'Working at heights', qty: 1, netPrice: 99000, creditNoteId: null },
    { purchaseId: 77, title: 'First aid', qty: 1, netPrice: 450000, creditNoteId: credited ? 5 : null },
  ],
  creditNotes: credited ? [NOTE] : [],
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

test('credits a chosen line, cancelled, with a reason, then links its credit note PDF', async () => {
  signInAs('staff');
  render(<InvoicePage invoiceId={9} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 12' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open invoice 12 (PDF)' }).getAttribute('href')).toBe(
    '/api/reports/data/batchinvoice/invoices/9/pdf',
  );
  expect((screen.getByRole('button', { name: 'Credit 0 chosen lines' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose First aid' }));
  fireEvent.click(screen.getByRole('button', { name: 'Credit 1 chosen line' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Make credit note' }));
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Cancelled' } });
  fireEvent.change(screen.getByLabelText('The credited lines'), { target: { value: 'CANCEL' } });
  fireEvent.click(screen.getByRole('button', { name: 'Make credit note' }));
  const pdf = await screen.findByRole('link', { name: 'Open credit note 3 (PDF)' });
  expect(pdf.getAttribute('href')).toBe('/api/reports/data/credit-note/v1/5/pdf');
  const post = calls.find((call) => call.method === 'POST');
  expect(post).toMatchObject({
    url: '/api/reports/data/credit-note/v1',
    body: { invoiceId: 9, purchaseIds: [77], reason: 'Cancelled', disposition: 'CANCEL', sendEmail: true },
  });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('creditNote.made', { number: 3 }));
  expect(screen.getByText('Credit note 3')).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Choose Working at heights' })).toBeTruthy();
  expect(screen.queryByRole('checkbox', { name: 'Choose First aid' })).toBeNull();
});

test('credits the whole invoice for invoicing again by default', async () => {
  signInAs('staff');
  render(<InvoicePage invoiceId={9} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Credit the whole invoice' }));
  fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Wrong reference' } });
  fireEvent.click(screen.getByRole('button', { name: 'Make credit note' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalled());
  const post = calls.find((call) => call.method === 'POST');
  expect(post?.body).toEqual({ invoiceId: 9, reason: 'Wrong reference', disposition: 'REINVOICE', sendEmail: true });
});

test('a company admin gets the no-access page', () => {
  signInAs('companyadmin');
  render(<InvoicePage invoiceId={9} />);
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});
