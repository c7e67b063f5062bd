import { toast } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import ExternalCourseIdPage from './ExternalCourseIdPage';

const PRODUCTS = [
  { productId: 5, productType: 'ELEARNING', title: 'Working at heights', externalId: 'HMS-01', competenceId: null },
  { productId: 6, productType: 'ELEARNING', title: 'Fire safety', externalId: null, competenceId: null },
];

let calls: ApiCall[];

beforeEach(() => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  jest.spyOn(toast, 'success');
  calls = fakeApi((call) => {
    if (call.url.endsWith('/search')) return { status: 200, body: PRODUCTS };
    const force = (call.body as { force?: boolean }).force;
    if (call.method === 'PUT' && !force) return { status: 200, body: { isDuplicate: true, conflictingProductId: 5, product: null } };
    return { status: 200, body: { isDuplicate: false, conflictingProductId: null, product: { ...PRODUCTS[1], externalId: 'HMS-01' } } };
  });
});

test('a duplicate external id asks before moving it, then saves with force', async () => {
  render(<ExternalCourseIdPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Fire safety' }, { timeout: 5000 }));
  fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('External id'), { target: { value: 'HMS-01' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Another course already has this external id. Move it to this course?')).toBeTruthy();
  expect(toast.success).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Move the id' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('my-company.external-course-id.saved'));
  const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  expect(puts).toEqual([
    { productId: 6, productType: 'ELEARNING', externalId: 'HMS-01', competenceId: '', force: false },
    { productId: 6, productType: 'ELEARNING', externalId: 'HMS-01', competenceId: '', force: true },
  ]);
}, 20_000);
