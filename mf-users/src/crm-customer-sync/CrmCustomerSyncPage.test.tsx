import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import CrmCustomerSyncPage from './CrmCustomerSyncPage';

let calls: ApiCall[];

beforeEach(() => {
  signInAs('atrium');
  calls = fakeApi(({ method, url }) => {
    if (url.includes('/superoffice/status')) return { status: 200, body: { crm: 'local', lastRefresh: null, pairs: 0, drifted: 0 } };
    if (url.includes('/customer/unpaired')) return { status: 200, body: { rows: [], total: 0 } };
    if (url.includes('/customer/paired')) return { status: 200, body: { rows: [], total: 0 } };
    if (url.includes('/customer/9999')) return { status: 404, body: { error: 'Not Found', message: 'superoffice.customer.notInCrm' } };
    if (method === 'GET' && url.includes('/customer/1003'))
      return { status: 200, body: { soid: 1003, name: 'Fjordbygg AS', orgNumber: null, country: 'NO', crmUpdated: null } };
    if (url.includes('/createInApp/1003')) return { status: 200, body: { customerId: 12, created: true } };
    return { status: 404, body: { error: 'Not Found', message: 'nothing' } };
  });
});

function renderPage() {
  render(
    <>
      <CrmCustomerSyncPage />
      <ToastHost />
    </>,
  );
}

test('says when it works against the local demo CRM', async () => {
  renderPage();
  expect(await screen.findByText(/No CRM is configured/)).toBeTruthy();
  expect(screen.getByText(/Nothing has been read from the CRM yet/)).toBeTruthy();
});

test('creates a customer from a soid', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('CRM customer id (soid)'), { target: { value: '1003' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create customer in Atrium' }));
  expect(await screen.findByText('Fjordbygg AS was created in Atrium.')).toBeTruthy();
  expect(calls.find((call) => call.url.includes('/createInApp/1003'))?.method).toBe('POST');
});

test('refuses a soid that is not a number without asking, and shows the CRM not knowing one', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('CRM customer id (soid)'), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create customer in Atrium' }));
  expect(await screen.findByText('Enter the CRM customer id: a whole number above 0.')).toBeTruthy();
  expect(calls.some((call) => call.url.includes('createInApp'))).toBe(false);
  fireEvent.change(screen.getByLabelText('CRM customer id (soid)'), { target: { value: '9999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create customer in Atrium' }));
  await waitFor(() => expect(screen.getByText('The CRM has no customer with this id.')).toBeTruthy());
});
