import { render, screen } from '@testing-library/react';
import { fakeApi } from '@atrium/shared-ui/testing';
import DiplomaCheckPage from './DiplomaCheckPage';

afterEach(() => jest.restoreAllMocks());

test('shows whom a genuine diploma was issued to, for the course and day, without signing in', async () => {
  const calls = fakeApi(() => ({
    status: 200,
    body: { personName: 'Ola Nordmann', courseName: 'Working at heights', completed: '2026-03-01' },
  }));
  render(<DiplomaCheckPage code="ABCDEFGHJK" />);
  expect(await screen.findByText('This diploma is genuine. It was issued to:')).toBeTruthy();
  expect(screen.getByText('Ola Nordmann')).toBeTruthy();
  expect(screen.getByText('Working at heights')).toBeTruthy();
  expect(screen.getByText('01.03.2026')).toBeTruthy();
  expect(calls.map((call) => call.url)).toEqual(['/api/company/diplomas/ABCDEFGHJK']);
});

test('says so when no diploma has the code', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'diploma.notFound' } }));
  render(<DiplomaCheckPage code="ABCDEFGHJK" />);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'No diploma has this code. Check that it is typed as printed on the diploma.',
  );
});
