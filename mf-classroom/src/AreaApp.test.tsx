import { screenOf as screenOfArea } from '@atrium/shared-ui/testing';
import { CLASSROOM_PAGES } from './AreaApp';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
const screenOf = (pathname: string) => screenOfArea(routes, CLASSROOM_PAGES, pathname);

test('document 000 §2: the course template screens', () => {
  expect(screenOf('/clcourses/')).toEqual({ name: 'clcourses', params: undefined });
  expect(screenOf('/clcourse/new/4')).toEqual({ name: 'clcourse.new', params: { courseId: 4 } });
  expect(screenOf('/clcourse/copy/3/4')).toEqual({ name: 'clcourse.copy', params: { id: 3, courseId: 4 } });
  expect(screenOf('/clcourse/3/edit')).toEqual({ name: 'clcourse.edit', params: { id: 3 } });
  expect(screenOf('/clcourse/3/edit/prices')).toEqual({ name: 'clcourse.edit', params: { id: 3, tab: 'prices' } });
  expect(screenOf('/clcourse/3/evaluations')).toEqual({ name: 'clcourse.evaluations', params: { id: 3 } });
  expect(screenOf('/clcourse/x/edit')).toBe('notfound');
});

test('document 000 §2: the instance screens', () => {
  expect(screenOf('/clicourses/search')).toEqual({ name: 'clicourses.search', params: undefined });
  expect(screenOf('/clcourse/3/clicourses')).toEqual({ name: 'clcourse.clicourses', params: { clid: 3 } });
  expect(screenOf('/clcourse/3/clicourse/new')).toEqual({ name: 'clcourse.clicourse.new', params: { clid: 3 } });
  expect(screenOf('/clcourse/3/clicourse/9/edit')).toEqual({ name: 'clcourse.clicourse.edit', params: { clid: 3, cliid: 9 } });
});

test('documents 002 and 003: running an instance, the instructor screens and the venues', () => {
  expect(screenOf('/classroom-management/9')).toEqual({ name: 'classroom-management', params: { instanceId: 9 } });
  expect(screenOf('/classroom-management/9/evaluations')).toEqual({ name: 'classroom-management.evaluations', params: { instanceId: 9 } });
  expect(screenOf(`/evaluation/${'a'.repeat(43)}`)).toEqual({ name: 'evaluation.form', params: { token: 'a'.repeat(43) } });
  expect(screenOf('/evaluation/short')).toBe('notfound');
  expect(screenOf('/classroom-prestart-list')).toEqual({ name: 'classroom-prestart-list', params: undefined });
  expect(screenOf('/classroom-poststart-list')).toEqual({ name: 'classroom-poststart-list', params: undefined });
  expect(screenOf('/web/partlist')).toEqual({ name: 'web.partlist', params: undefined });
  expect(screenOf('/instructors/classroom-management/9')).toEqual({ name: 'instructors.classroom-management', params: { instanceId: 9 } });
  expect(screenOf('/instructors/course-calendar')).toEqual({ name: 'instructors.course-calendar.own', params: undefined });
  expect(screenOf('/instructors/course-calendar/5')).toEqual({ name: 'instructors.course-calendar', params: { id: 5 } });
  expect(screenOf('/course-place-registration')).toEqual({ name: 'course-place-registration', params: undefined });
  expect(screenOf('/course-place-registration/7')).toEqual({ name: 'course-place-registration.edit', params: { id: 7 } });
  expect(screenOf('/course-place-registration/7/ratings')).toEqual({ name: 'course-place-registration.ratings', params: { id: 7 } });
});
