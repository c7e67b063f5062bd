import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import ContractorPortalAdminPage from './ContractorPortalAdminPage';

const ADMIN = {
  slug: 'conoco-phillips',
  name: 'ConocoPhillips',
  contactDomains: ['conocophillips.com'],
  contractors: [{ customerId: 11, name: 'Offshore Rigg Service AS', subContractors: [{ customerId: 12, name: 'Nordic Scaffolding AS' }] }],
  courses: [{ ecourseId: 1, name: 'HSE introduction' }],
  courseChoices: [{ ecourseId: 5, name: 'Gas detection' }],
  registrations: 3,
  settings: {
    slug: 'conoco-phillips',
    name: 'ConocoPhillips',
    ownerCustomerId: 10,
    ownerCustomerName: 'ConocoPhillips Skandinavia AS',
    contactDomains: ['conocophillips.com'],
    courses: 1,
    contractors: 2,
    registrations: 3,
  },
};

let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  calls = fakeApi(({ method }) => {
    if (method === 'POST') return { status: 200, body: { granted: 3 } };
    if (method === 'PUT') return { status: 200, body: { ...ADMIN.settings, contactDomains: ['conocophillips.com', 'cop.com'] } };
    return { status: 200, body: ADMIN };
  });
});

function renderPage() {
  render(
    <>
      <ContractorPortalAdminPage portal="conoco-phillips" />
      <ToastHost />
    </>,
  );
}

test('adds a chosen course to the portal and says how many registered people got it', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'ConocoPhillips contractor portal' })).toBeTruthy();
  expect(screen.getByText('3 people have registered through the portal.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Add a course'), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Gas detection was added and given to 3 registered people.')).toBeTruthy();
  const add = calls.find((call) => call.method === 'POST')!;
  expect(add.url).toContain('/data/contractor-portal/conoco-phillips/courses');
  expect(add.body).toEqual({ ecourseId: 5 });
});

test('the customers tab names what each company works as', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
  await waitFor(() => expect(screen.getByText('Sub-contractor of Offshore Rigg Service AS')).toBeTruthy());
  expect(screen.getByText('Contractor')).toBeTruthy();
});

test('the settings tab saves the name, oil company and domains, checking each domain first', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
  const domains = await screen.findByLabelText('Contact person e-mail domains', { exact: false });
  expect((domains as HTMLInputElement).value).toBe('conocophillips.com');
  fireEvent.change(domains, { target: { value: 'conocophillips.com, @cop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Write a domain such as company.com, without @.')).toBeTruthy();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  fireEvent.change(domains, { target: { value: 'conocophillips.com, COP.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('The settings of ConocoPhillips are saved.')).toBeTruthy();
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url).toContain('/data/contractor-portal/conoco-phillips/settings');
  expect(put.body).toEqual({ name: 'ConocoPhillips', ownerCustomerId: 10, contactDomains: ['conocophillips.com', 'cop.com'] });
});
