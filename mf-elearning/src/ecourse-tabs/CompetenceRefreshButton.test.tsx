import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CompetenceRefreshButton } from './CompetenceRefreshButton';
import { renderTab } from './TabTestSupport';

let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  calls = fakeApi(() => ({ status: 200, body: { updated: 12 } }));
});

test('asks twice before overwriting every expiry, then says how many licenses were updated', async () => {
  renderTab(CompetenceRefreshButton);
  fireEvent.click(screen.getByRole('button', { name: 'Refresh competence expiry' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
  const second = screen.getByRole('dialog');
  expect(second.textContent).toContain('Are you sure?');
  fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Refresh competence expiry' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
  expect(calls).toHaveLength(0);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Overwrite all expiry dates' }));
  expect(await screen.findByText('Done: 12 licenses updated')).toBeTruthy();
  expect(calls).toEqual([{ method: 'POST', url: '/api/elearning/data/ecourses/7/refreshCompetenceExpiry', body: undefined }]);
});
