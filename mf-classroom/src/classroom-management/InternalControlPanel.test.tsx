import { toast } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import type { CourseOverview, InternalControl } from '@atrium/classroom-contract';
import { InternalControlPanel } from './InternalControlPanel';
import './messages';

const OPEN: InternalControl = {
  checks: [
    { key: 'courseEnded', ok: true, open: [] },
    { key: 'participantListSigned', ok: false, open: ['Ada Admin'] },
    { key: 'workItemsDone', ok: false, open: ['uploadPreTest'] },
  ],
  confirmed: null,
};
let calls: ApiCall[];

beforeEach(() => {
  jest.spyOn(toast, 'success');
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'staff');
  calls = fakeApi((call) => {
    if (call.method === 'POST') {
      const { comment } = call.body as { comment: string };
      if (!comment)
        return {
          status: 400,
          body: {
            message: 'body.comment: internal-control.invalid.commentNeeded',
            fields: { 'body.comment': 'internal-control.invalid.commentNeeded' },
          },
        };
      return {
        status: 200,
        body: { ...OPEN, confirmed: { by: 2, byName: 'Stian Staff', at: '2026-11-26T10:00:00.000Z', comment, openChecks: [] } },
      };
    }
    return { status: 200, body: OPEN };
  });
});

test('decision 0225: the open checks say what keeps them open, and confirming with open checks needs a comment', async () => {
  render(<InternalControlPanel overview={{ instanceId: 12 } as CourseOverview} />);
  expect(await screen.findByText(/The participant list is signed/)).toBeTruthy();
  expect(screen.getByText(/Ada Admin/)).toBeTruthy();
  expect(screen.getByText(/Pre-test uploaded/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm internal control' }));
  expect(await screen.findByText('Say why the course is closed with checks open')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Comment (needed while checks are open)'), { target: { value: 'Signed on paper' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm internal control' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('internal-control.confirmed'));
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    expect.stringContaining('/data/classroom-management/12/internalControl'),
    expect.stringContaining('/data/classroom-management/12/internalControl'),
  ]);
});
