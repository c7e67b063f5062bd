import { fireEvent, render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import { navigateToUrl } from 'single-spa';
import BatchInvoiceProcessPage from './BatchInvoiceProcessPage';
import { INVOICE } from './batch-invoice-fixtures';
import { readStoredBatch, storeBatch } from './stored-batch';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

let calls: ApiCall[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  sessionStorage.clear();
  signInAs('staff');
  calls = fakeApi((call) => {
    if (call.url.endsWith('/preview'))
      return {
        status: 200,
        body: { invoices: [{ ...INVOICE, invoiceId: null, invoiceNumber: null }], netTotal: 198000, grossTotal: 247500 },
      };
    if (call.url.endsWith('/order')) return { status: 201, body: { invoices: [INVOICE] } };
    return { status: 404, body: { message: 'Not found' } };
  });
});

test('without a stored customer it returns to start', () => {
  render(<BatchInvoiceProcessPage />);
  expect(navigateToUrl).toHaveBeenCalledWith('/batchinvoice/start');
});

test('previews the queue with VAT in Norwegian by default, then places the batch order', async () => {
  storeBatch({ customerId: 2, customerName: 'Nordsjø Energi AS', queue: [11] });
  render(<BatchInvoiceProcessPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('Invoice (preview)')).toBeTruthy();
  expect(calls[0]!.body).toEqual({ customerId: 2, groupType: 'SINGLE', vat: true, locale: 'nb_NO', queue: [11] });
  fireEvent.click(screen.getByRole('button', { name: 'Place the batch order' }));
  expect(await screen.findByRole('link', { name: 'Open invoice 7 (PDF)' })).toBeTruthy();
  expect(calls[1]!.body).toEqual({ customerId: 2, groupType: 'SINGLE', vat: true, locale: 'nb_NO', lines: [11], sendEmail: false });
  expect(readStoredBatch()).toBeNull();
});
