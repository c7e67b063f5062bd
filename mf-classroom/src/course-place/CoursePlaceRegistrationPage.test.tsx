import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import CoursePlaceRegistrationPage from './CoursePlaceRegistrationPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const NORWAY = { id: 165, code: 'NO', name: 'Norway' };

function answers(extra: (url: string, method: string) => { status: number; body: unknown } | undefined = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call.url, call.method);
    if (answer) return answer;
    if (call.url.endsWith('/data/countries')) return { status: 200, body: [NORWAY, { id: 215, code: 'SE', name: 'Sweden' }] };
    if (call.url.endsWith('/data/map-config')) return { status: 200, body: { tileUrl: null, attribution: null, search: true } };
    return { status: 404, body: { error: 'Not Found', message: 'no' } };
  });
}

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  useRouteRegistry.getState().setAreaRoutes('classroom', areaRoutesSchema.parse(routes));
});

test('a new venue starts in Norway, looks the city up at 4 digits and refuses letters in the postal code', async () => {
  signInAs('staff');
  const calls = answers((url) => (url.includes('/data/postal-codes/165/0150') ? { status: 200, body: { city: 'OSLO' } } : undefined));
  render(<CoursePlaceRegistrationPage id={null} />);
  await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('165'));
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '015' } });
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '0150' } });
  await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('OSLO'));
  expect(calls.filter((call) => call.url.includes('/postal-codes/')).map((call) => call.url)).toEqual([
    '/api/classroom/data/postal-codes/165/0150',
  ]);
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '01a' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Digits only')).toBeTruthy();
  expect(screen.getByText('Required')).toBeTruthy();
  // The course-place admin flag is for platform administrators only.
  expect(screen.queryByLabelText('Atrium is responsible for this place')).toBeNull();
});

test('an address search without a hit shows course-place.gmaps.nohits', async () => {
  signInAs('atrium', 'staff');
  answers((url) => (url.includes('/data/geocode') ? { status: 200, body: [] } : undefined));
  render(<CoursePlaceRegistrationPage id={null} />);
  fireEvent.change(await screen.findByLabelText('Find address'), { target: { value: 'Nowhere 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No place was found for that address')).toBeTruthy();
  expect(screen.getByLabelText('Atrium is responsible for this place')).toBeTruthy();
});

test('saving a new venue sends the form and opens the saved one', async () => {
  signInAs('staff');
  const calls = answers((url, method) =>
    method === 'POST' && url.endsWith('/data/course-places')
      ? {
          status: 201,
          body: {
            id: 42,
            name: 'Drammen',
            abbreviation: null,
            addressLine: null,
            postalCode: null,
            city: null,
            countryId: 165,
            country: 'Norway',
            phone: null,
            contactInfo: null,
            ownerCustomerId: 1,
            openCourses: false,
            geolocation: null,
            directions: null,
            accommodation: null,
            lunch: null,
            coursePlacePicture: null,
            webinar: false,
            isAtriumCoursePlaceResponsible: false,
            soSync: false,
            version: 1,
            rooms: [],
          },
        }
      : undefined,
  );
  render(<CoursePlaceRegistrationPage id={null} />);
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Drammen' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/course-place-registration/42'));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.body).toMatchObject({ name: 'Drammen', countryId: 165, openCourses: false, latitude: '', longitude: '' });
});
