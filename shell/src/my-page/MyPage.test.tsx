import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useAuth } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import type { MyParticipation } from '@atrium/classroom-contract';
import type { MyLicense } from '@atrium/elearning-contract';
import { MyPage } from './MyPage';
import { myParticipationEndpoints } from '@atrium/classroom-contract';
import { myLicenseEndpoints } from '@atrium/elearning-contract';
import { endpointUrl } from '@atrium/shared-ui';

const MY_LICENSES_URL = endpointUrl(myLicenseEndpoints.list, {});
const MY_PARTICIPATIONS_URL = endpointUrl(myParticipationEndpoints.list, {});

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const license = (id: number, status: MyLicense['status'], playable = true, evaluation: MyLicense['evaluation'] = 'closed'): MyLicense => ({
  id,
  ecourseId: 10 + id,
  courseName: `Course ${id}`,
  status,
  statusDate: status === 'started' || status === 'completed' ? '2026-01-10T09:00:00.000Z' : null,
  playable,
  evaluation,
});

const participation: MyParticipation = {
  id: 5,
  cliId: 50,
  courseName: 'Varme arbeider',
  startDate: '2027-05-27',
  endDate: '2027-05-28',
  place: 'Kurssenteret, Stavanger',
  status: 'notStarted',
  courseState: 'upcoming',
};

function answer(licenses: MyLicense[], participations: MyParticipation[]) {
  return fakeApi(({ url }) => {
    if (url === MY_LICENSES_URL) return { status: 200, body: licenses };
    if (url === MY_PARTICIPATIONS_URL) return { status: 200, body: participations };
    return { status: 404 };
  });
}

test('shows the person’s e-courses with Start and Continue into the runtime, and their classroom courses', async () => {
  signInAs();
  answer([license(1, 'notStarted'), license(2, 'started'), license(3, 'cancelled'), license(4, 'notStarted', false)], [participation]);
  render(<MyPage />);

  const ecourses = within(await screen.findByRole('region', { name: 'My e-courses' }));
  expect((await ecourses.findByRole('link', { name: /^Start\W+Course 1$/ })).getAttribute('href')).toBe('/scorm/run/1');
  expect(ecourses.getByRole('link', { name: /^Continue\W+Course 2$/ }).getAttribute('href')).toBe('/scorm/run/2');
  expect(ecourses.getByText('Started 10.01.2026')).toBeTruthy();
  // Nothing to start for a cancelled license or a course without a package.
  expect(ecourses.queryByRole('link', { name: /Course 3/ })).toBeNull();
  expect(ecourses.queryByRole('link', { name: /Course 4/ })).toBeNull();

  const classroom = within(screen.getByRole('region', { name: 'My classroom courses' }));
  const row = (await classroom.findByText('Varme arbeider')).closest('tr')!;
  expect(row.textContent).toContain('27.05.2027 – 28.05.2027');
  expect(row.textContent).toContain('Kurssenteret, Stavanger');
  expect(row.textContent).toContain('Signed up');
});

test('says so when there is nothing, in the person’s language', async () => {
  signInAs();
  useAuth.setState({ locale: 'sv_SE' });
  answer([], []);
  render(<MyPage />);
  expect(await screen.findByText('Du har inga e-kurser.')).toBeTruthy();
  expect(await screen.findByText('Du är inte anmäld till någon klassrumskurs.')).toBeTruthy();
});

test('asks for an evaluation of a completed course: a rating is required, the answer is sent once', async () => {
  signInAs();
  let sent: unknown = null;
  let licenses = [license(1, 'completed', true, 'open'), license(2, 'completed', true, 'given')];
  fakeApi(({ url, method, body }) => {
    if (url === MY_LICENSES_URL) return { status: 200, body: licenses };
    if (url === MY_PARTICIPATIONS_URL) return { status: 200, body: [] };
    if (url === '/api/elearning/data/my/licenses/1/evaluation' && method === 'POST') {
      sent = body;
      licenses = [license(1, 'completed', true, 'given'), licenses[1]!];
      return {
        status: 201,
        body: {
          licenseId: 1,
          courseName: 'Course 1',
          state: 'given',
          given: { rating: 4, comment: 'Good', created: '2026-02-01T09:00:00.000Z' },
        },
      };
    }
    return { status: 404 };
  });
  render(<MyPage />);
  const ecourses = within(await screen.findByRole('region', { name: 'My e-courses' }));
  expect(await ecourses.findAllByText('Evaluated, thank you')).toHaveLength(1);
  fireEvent.click(await ecourses.findByRole('button', { name: /^Evaluate\W+Course 1$/ }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Evaluate Course 1' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Send evaluation' }));
  expect(await dialog.findByText('Choose a rating from 1 to 5.')).toBeTruthy();
  fireEvent.click(dialog.getByRole('radio', { name: '4: very good' }));
  fireEvent.change(dialog.getByLabelText('Comment (optional)'), { target: { value: 'Good' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Send evaluation' }));
  await waitFor(() => expect(sent).toEqual({ rating: 4, comment: 'Good' }));
  await waitFor(() => expect(ecourses.getAllByText('Evaluated, thank you')).toHaveLength(2));
  expect(ecourses.queryByRole('button', { name: /^Evaluate/ })).toBeNull();
});

test('opens the evaluation the runtime’s end asked for (/mypage?evaluate=<license>)', async () => {
  signInAs();
  window.history.pushState({}, '', '/mypage?evaluate=3');
  answer([license(3, 'completed', true, 'open')], []);
  render(<MyPage />);
  expect(await screen.findByRole('dialog', { name: 'Evaluate Course 3' })).toBeTruthy();
  window.history.pushState({}, '', '/mypage');
});
