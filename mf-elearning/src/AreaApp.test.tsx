import { screenOf as screenOfArea } from '@atrium/shared-ui/testing';
import { ELEARNING_PAGES } from './AreaApp';
import { ecourseHref } from './ecourse-edit/ecourse-route';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
const screenOf = (pathname: string) => screenOfArea(routes, ELEARNING_PAGES, pathname);

const token = '0f8fad5b-d9cb-469f-a165-70867728950e';

test('document 001 §2: new from a course template, edit with an optional tab, copy', () => {
  expect(screenOf('/ecourse/new/12')).toEqual({ name: 'ecourse.new', params: { courseId: 12 } });
  expect(screenOf('/ecourse/7/edit')).toEqual({ name: 'ecourse.edit', params: { id: 7 } });
  expect(screenOf('/ecourse/7/edit/')).toEqual({ name: 'ecourse.edit', params: { id: 7 } });
  expect(screenOf('/ecourse/7/edit/notes')).toEqual({ name: 'ecourse.edit', params: { id: 7, tab: 'notes' } });
  expect(screenOf(ecourseHref.edit(7, 'prices'))).toEqual({ name: 'ecourse.edit', params: { id: 7, tab: 'prices' } });
  expect(screenOf('/ecourse/7/copy')).toEqual({ name: 'ecourse.copy', params: { id: 7 } });
  expect(screenOf('/ecourse/12/evaluations/')).toEqual({ name: 'ecourse.evaluations', params: { id: 12 } });
});

test('malformed addresses are not found or no screen of the area, never a page with a broken id', () => {
  expect(screenOf('/ecourse/abc/edit')).toBe('notfound');
  expect(screenOf('/ecourse/7/edit/no-tab')).toBe('notfound');
  for (const path of ['/ecourse/new/', '/ecourse/7/edit/notes/extra', '/ecourse/7/copy/3', '/hotworksx', '/license/other/4']) {
    expect(screenOf(path)).toBeNull();
  }
});

test('routes /hotworks to the list and /hotworks/:id to the edit page', () => {
  expect(screenOf('/hotworks')).toEqual({ name: 'hotworks', params: undefined });
  expect(screenOf('/hotworks/')).toEqual({ name: 'hotworks', params: undefined });
  expect(screenOf('/hotworks/12')).toEqual({ name: 'hotwork.edit', params: { id: 12 } });
  expect(screenOf('/hotworks/new')).toBe('notfound');
});

test('the route tells the two license lists apart', () => {
  expect(screenOf('/license/clcourse/12')).toEqual({ name: 'license.clcourse', params: { id: 12 } });
  expect(screenOf('/license/ecourse/4/')).toEqual({ name: 'license.ecourse', params: { id: 4 } });
});

test('the runtime routes, the more specific one first', () => {
  expect(screenOf(`/scorm/remote/${token}`)).toEqual({ name: 'scorm.remote', params: { token } });
  expect(screenOf(`/scorm/remote/session/${token}`)).toEqual({ name: 'scorm.remote.session', params: { id: token } });
  expect(screenOf('/scorm/run/12')).toEqual({ name: 'scorm.run', params: { id: 12 } });
  expect(screenOf('/scorm/run/x')).toBe('notfound');
  expect(screenOf(`/ocs/course/${token}/${token}`)).toMatchObject({ name: 'ocs.course' });
});
