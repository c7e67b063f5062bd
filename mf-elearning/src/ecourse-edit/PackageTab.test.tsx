import type { ScormDetails } from '@atrium/elearning-contract';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storeAnswer } from '../course-package/package-test-api';
import { renderTab } from '../ecourse-tabs/TabTestSupport';
import { PackageTab } from './PackageTab';

const SCORM_COURSE: ScormDetails = {
  xapiCoursePackageType: 'scorm12',
  xapiCoursePackageId: 9,
  epkgUUID: null,
  epkgId: null,
  scormCourseId: 9,
};
let calls: ApiCall[];
let details: ScormDetails;
let migrated: boolean;

beforeEach(() => {
  signInAs('staff');
  details = SCORM_COURSE;
  migrated = false;
  calls = fakeApi((call) => {
    if (call.url.endsWith('/ecourses/7/scormDetails')) return { status: 200, body: details };
    if (call.url.endsWith('/checkForMigratedScorm/9'))
      return migrated
        ? { status: 200, body: { packageId: 9, packageType: 'scorm12' } }
        : { status: 404, body: { message: 'not migrated' } };
    if (call.url.endsWith('/migrateScorm/7')) {
      migrated = true;
      return { status: 200, body: { packageId: 9, packageType: 'scorm12' } };
    }
    return storeAnswer(call) ?? { status: 200, body: [] };
  });
});

const checks = () => calls.filter((call) => call.url.endsWith('/checkForMigratedScorm/9'));

test('document 001 §4: the editor offers migration when the check of the course’s SCORM package answers 404, and checks again after', async () => {
  const onCourseChanged = jest.fn();
  renderTab(PackageTab, undefined, onCourseChanged);
  expect(await screen.findByText('This SCORM course is not yet in the course package format.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Migrate to a course package' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Migrate to a course package' })).toBeNull());
  expect(checks()).toHaveLength(2);
  expect(onCourseChanged).toHaveBeenCalled();
  expect(calls.filter((call) => call.url.endsWith('/scormDetails'))).toHaveLength(2);
});

test('a course whose details name no SCORM course is not checked', async () => {
  details = { ...SCORM_COURSE, xapiCoursePackageType: 'cmi5', scormCourseId: null };
  renderTab(PackageTab);
  expect(await screen.findByText('Current package: cmi5, package 9')).toBeTruthy();
  expect(checks()).toHaveLength(0);
});
