import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { TEST_COURSE } from '../ecourse-tabs/TabTestSupport';
import { fakeApi, signInAs, type Answer, type ApiCall } from '@atrium/shared-ui/testing';
import EcourseEditPage from './EcourseEditPage';
import { formListAnswer } from './editor-test-api';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The other engineer's tabs and panels have tests of their own; here they only show where they are mounted.
jest.mock('../ecourse-tabs', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const stub = (name: string) => () => createElement('p', null, name);
  return Object.fromEntries(
    [
      'PricesTab',
      'CourseMaterialTab',
      'CustomerTab',
      'PublicationsPanel',
      'QuoteCodesPanel',
      'ResponsibleUsersPanel',
      'CompetenceRefreshButton',
    ].map((name) => [name, stub(name)]),
  );
});

let calls: ApiCall[];
let answerPut: (call: ApiCall) => Answer;

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  signInAs('atrium');
  answerPut = ({ body }) => ({ status: 200, body: { ...TEST_COURSE, ...(body as object) } });
  calls = fakeApi((call) => {
    if (call.method === 'PUT' && call.url.includes('/updateSkipLandingPage/'))
      return { status: 200, body: { skip: call.url.endsWith('/true') } };
    if (call.method === 'PUT') return answerPut(call);
    if (call.url.endsWith('/ecourses/7')) return { status: 200, body: TEST_COURSE };
    if (call.url.includes('/integrationNumberForElearningCourse/')) return { status: 200, body: { value: 'E-7' } };
    if (call.url.endsWith('/comments/ELEARNINGCOURSE')) return { status: 200, body: [] };
    return formListAnswer(call) ?? { status: 404 };
  });
});

function renderPage(tab?: string) {
  return render(
    <>
      <EcourseEditPage id={7} tab={tab} />
      <ToastHost />
    </>,
  );
}

test('the tab in the address is the one shown; another tab is chosen through the address', async () => {
  renderPage('notes');
  expect((await screen.findByRole('tab', { name: 'Notes' })).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByLabelText('New note')).toBeTruthy();
  expect(screen.queryByLabelText(/^Internal name/)).toBeNull();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'General',
    'Course texts',
    'Course material',
    'Course package',
    'Technical',
    'Prices',
    'Notes',
    'Report access',
  ]);

  fireEvent.click(screen.getByRole('tab', { name: 'Prices' }));
  expect(navigateToUrl).toHaveBeenCalledWith('/ecourse/7/edit/prices');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Notes' }), { key: 'ArrowRight' });
  expect(navigateToUrl).toHaveBeenLastCalledWith('/ecourse/7/edit/customer');
});

test('an unknown tab opens general; the tabs built elsewhere are mounted at theirs', async () => {
  const { rerender } = renderPage('nonsense');
  expect((await screen.findByRole('tab', { name: 'General' })).getAttribute('aria-selected')).toBe('true');
  rerender(<EcourseEditPage id={7} tab="prices" />);
  expect(await screen.findByText('PricesTab')).toBeTruthy();
  rerender(<EcourseEditPage id={7} tab="customer" />);
  expect(await screen.findByText('CustomerTab')).toBeTruthy();
  // One page for all tabs: the course was read once.
  expect(calls.filter((call) => call.url.endsWith('/ecourses/7'))).toHaveLength(1);
});

test('a platform admin gets every panel of the general tab', async () => {
  renderPage();
  for (const panel of ['ResponsibleUsersPanel', 'QuoteCodesPanel', 'PublicationsPanel', 'CompetenceRefreshButton'])
    expect(await screen.findByText(panel)).toBeTruthy();
});

test('document 001 §6: course staff do not see responsible users and quote codes', async () => {
  signInAs('staff');
  renderPage();
  expect(await screen.findByText('PublicationsPanel')).toBeTruthy();
  expect(screen.getByText('CompetenceRefreshButton')).toBeTruthy();
  expect(screen.queryByText('ResponsibleUsersPanel')).toBeNull();
  expect(screen.queryByText('QuoteCodesPanel')).toBeNull();
});

test('saving the general tab sends the whole form and shows the updated notification', async () => {
  renderPage();
  expect(((await screen.findByLabelText('Integration number')) as HTMLInputElement).readOnly).toBe(true);
  await waitFor(() => expect((screen.getByLabelText('Integration number') as HTMLInputElement).value).toBe('E-7'));
  fireEvent.change(screen.getByLabelText(/^Internal name/), { target: { value: 'Working at heights 2026' } });
  fireEvent.click(within(screen.getByRole('group', { name: 'Tags' })).getByLabelText('Offshore'));
  fireEvent.click(screen.getByLabelText('Can start'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The e-course was updated')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PUT')).toEqual({
    method: 'PUT',
    url: '/api/elearning/data/ecourses/7',
    body: expect.objectContaining({
      internalName: 'Working at heights 2026',
      courseTags: ['offshore'],
      eLearningCourseFlags: { canStart: false, canPurchase: true, availableOfflineApp: false, disableEvaluation: false, hotWorks: false },
      length: { hours: 1, minutes: 30 },
    }),
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('E-course: Working at heights 2026');
});

test('a 400 shows its messages at the fields it names; another failure a toast', async () => {
  answerPut = () => ({
    status: 400,
    body: { message: 'body.courseTags: ecourse.invalid.duplicate', fields: { 'body.courseTags': 'ecourse.invalid.duplicate' } },
  });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  const tags = screen.getByRole('group', { name: 'Tags' });
  expect(await within(tags).findByText('A value is chosen twice')).toBeTruthy();
  expect(screen.queryByText(/Could not save/)).toBeNull();

  answerPut = () => ({ status: 500, body: { message: 'http.500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Could not save/)).toBeTruthy();
  expect(within(tags).queryByText('A value is chosen twice')).toBeNull();
});

test('the technical tab makes the course a hot-works course (decision 0263)', async () => {
  renderPage('technical');
  const hotWorks = (await screen.findByLabelText('Hot-works course')) as HTMLInputElement;
  expect(hotWorks.checked).toBe(false);
  expect(screen.getByText(/gets a hot-works record/)).toBeTruthy();
  fireEvent.click(hotWorks);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The e-course was updated')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ eLearningCourseFlags: { canStart: true, hotWorks: true } });
});

test('the technical tab checks the contract before sending', async () => {
  renderPage('technical');
  fireEvent.change(await screen.findByLabelText('Length, minutes'), { target: { value: '75' } });
  fireEvent.change(screen.getByLabelText('Competence expiry'), { target: { value: 'months' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Give the number of months the competence is valid')).toBeTruthy();
  expect(screen.getByLabelText('Length, minutes').getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('skipping the landing page is saved at once through its own call', async () => {
  renderPage();
  fireEvent.click(await screen.findByLabelText('Skip the landing page'));
  expect(await screen.findByText('The landing page setting was saved')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PUT')?.url).toBe('/api/elearning/data/ecourses/updateSkipLandingPage/7/true');
  expect((screen.getByLabelText('Skip the landing page') as HTMLInputElement).checked).toBe(true);
});
