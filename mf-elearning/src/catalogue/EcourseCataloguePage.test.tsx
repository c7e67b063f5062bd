import type { EcourseCatalogueItem } from '@atrium/elearning-contract';
import { toast } from '@atrium/shared-ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import EcourseCataloguePage from './EcourseCataloguePage';

const course = (id: number, internalName: string, fields: Partial<EcourseCatalogueItem> = {}): EcourseCatalogueItem => ({
  elearning: { id, internalName, rating: null, numEvals: 0 },
  productId: null,
  language: 'nb_NO',
  productCategories: ['safety', 'hse'],
  courseProviderId: 1,
  canPurchase: true,
  canStart: true,
  price: null,
  ...fields,
});

const COURSES = [
  course(2, 'Golf explained', {
    elearning: { id: 2, internalName: 'Golf explained', rating: 3.75, numEvals: 4 },
    language: 'en_US',
    price: { value: 49000, currency: 'NOK' },
  }),
  course(4, 'Working at heights'),
];

let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  jest.spyOn(toast, 'success');
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ url }) => {
    if (url.startsWith('/api/reports'))
      return {
        status: 200,
        body: {
          currency: 'NOK',
          items: [
            {
              courseId: 2,
              courseType: 'ELEARNING',
              quantity: 1,
              addedAt: '2026-06-15T10:00:00Z',
              title: 'Golf explained',
              unitNetPrice: 99000,
            },
          ],
        },
      };
    if (url.endsWith('/catalogue/options'))
      return {
        status: 200,
        body: { languages: ['en_US', 'nb_NO'], productCategories: ['hse', 'leisure', 'safety'], courseProviderIds: [1] },
      };
    return { status: 200, body: { items: COURSES, total: 2, page: 1, pageSize: 50 } };
  });
});

afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.restoreAllMocks();
});

const listCalls = () => calls.filter((call) => call.url.startsWith('/api/elearning/data/ecourses?')).map((call) => call.url);

async function openPage() {
  render(<EcourseCataloguePage />);
  await screen.findByText('Working at heights');
}

test('asks the first page sorted by the server with both checkboxes on, and shows rating, price, language and categories', async () => {
  await openPage();
  expect(listCalls()).toEqual(['/api/elearning/data/ecourses?canPurchaseOnly=true&canStartOnly=true&page=1&pageSize=50']);
  expect(screen.getByTestId('ecourses-total').textContent).toBe('2 courses');
  expect(screen.getByText('3.75')).toBeTruthy();
  expect(screen.getByText(/490/)).toBeTruthy();
  expect(screen.getAllByText('English').some((element) => element.closest('[role="gridcell"]'))).toBe(true);
  expect(screen.getAllByText('Safety, HSE')).toHaveLength(2);
});

test('offers the filter values by their names and asks again from page 1 on every change', async () => {
  await openPage();
  const categories = [...(screen.getByLabelText('Product category') as HTMLSelectElement).options].map((option) => option.textContent);
  expect(categories).toEqual(['All', 'HSE', 'Leisure', 'Safety']);
  fireEvent.change(screen.getByLabelText('Product category'), { target: { value: 'hse' } });
  await waitFor(() =>
    expect(listCalls().at(-1)).toBe(
      '/api/elearning/data/ecourses?productCategory=hse&canPurchaseOnly=true&canStartOnly=true&page=1&pageSize=50',
    ),
  );
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en_US' } });
  fireEvent.click(screen.getByLabelText('Can purchase only'));
  await waitFor(() =>
    expect(listCalls().at(-1)).toBe(
      '/api/elearning/data/ecourses?productCategory=hse&language=en_US&canPurchaseOnly=false&canStartOnly=true&page=1&pageSize=50',
    ),
  );
});

test('adds a course to the cart of the reports area', async () => {
  await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Add Golf explained to cart' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ecourses.addedToCart', { name: 'Golf explained' }));
  expect(calls).toContainEqual({
    method: 'POST',
    url: '/api/reports/data/cart/v1/addCourseToCart',
    body: { courseId: 2, courseType: 'ELEARNING', quantity: 1 },
  });
});

test('posts the listed courses’ ids for the Excel download', async () => {
  await openPage();
  const form = screen.getByRole('button', { name: 'Download Excel' }).closest('form')!;
  expect(form.getAttribute('action')).toBe('/api/elearning/web/data/ecourses/excel');
  expect(form.getAttribute('method')).toBe('post');
  expect((form.querySelector('input[name="ids"]') as HTMLInputElement).value).toBe('2,4');
});

const STAFF_LINKS = {
  'Edit Golf explained': '/ecourse/2/edit',
  'Licenses of Golf explained': '/license/ecourse/2',
  'Evaluations of Golf explained': '/ecourse/2/evaluations',
};

test('links the editor, the licenses and the evaluations for course staff only', async () => {
  await openPage();
  for (const [name, href] of Object.entries(STAFF_LINKS)) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
});

test('a company admin may add to the cart but gets none of the course staff links', async () => {
  signInAs('companyadmin');
  await openPage();
  expect(screen.getByRole('button', { name: 'Add Golf explained to cart' })).toBeTruthy();
  for (const name of Object.keys(STAFF_LINKS)) expect(screen.queryByRole('link', { name })).toBeNull();
});
