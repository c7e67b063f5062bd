import { render, screen, within } from '@testing-library/react';
import { useAuth } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import type { MyParticipation } from '@atrium/classroom-contract';
import type { MyLicense } from '@atrium/elearning-contract';
import { MyPage } from './MyPage';
import { MY_LICENSES_URL, MY_PARTICIPATIONS_URL } from './my-page-api';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const license = (id: number, status: MyLicense['status'], playable = true): MyLicense => ({
  id,
  ecourseId: 10 + id,
  courseName: `Course ${id}`,
  status,
  statusDate: status === 'started' || status === 'completed' ? '2026-01-10T09:00:00.000Z' : null,
  playable,
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
