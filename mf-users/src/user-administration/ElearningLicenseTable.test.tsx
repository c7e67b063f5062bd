import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import type { PersonLicense } from '@atrium/elearning-contract';
import { ElearningLicenseTable } from './ElearningLicenseTable';
import './course-tab-messages';

const STARTED: PersonLicense = {
  id: 7,
  ecourseId: 1,
  courseName: 'Golf explained',
  status: 'started',
  statusDate: '2026-05-06',
  playable: true,
  evaluation: 'closed',
  customerId: 1,
  asPartOfCourseProgram: false,
  ongoing: true,
  uuid: '6f1c1a52-0000-4000-8000-000000000007',
  package: { id: 3, type: 'scorm12' },
};
let calls: ApiCall[];

beforeEach(() => {
  signInAs('atrium');
  calls = fakeApi(() => ({ status: 200, body: { ...STARTED, status: 'notStarted', statusDate: null } }));
});

test('resets the progress of a started license after a confirmation, naming its package and type', async () => {
  const changed = jest.fn();
  render(
    <>
      <ElearningLicenseTable
        userId={11}
        licenses={[STARTED, { ...STARTED, id: 8, status: 'notStarted', statusDate: null }]}
        onChanged={changed}
      />
      <ToastHost />
    </>,
  );
  expect(screen.getAllByRole('button', { name: 'Reset progress in Golf explained' })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Reset progress in Golf explained' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset progress in Golf explained' }));
  expect(await screen.findByText('The progress is reset.')).toBeTruthy();
  expect(calls[0]).toMatchObject({
    method: 'DELETE',
    url: '/api/elearning/data/atriumusersearch/resetprogress/6f1c1a52-0000-4000-8000-000000000007/11/3/scorm12',
  });
  expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: 7, status: 'notStarted' }));
});
