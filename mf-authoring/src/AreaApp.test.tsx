import { screenOf as screenOfArea } from '@atrium/shared-ui/testing';
import { AUTHORING_PAGES } from './AreaApp';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
const screenOf = (pathname: string) => screenOfArea(routes, AUTHORING_PAGES, pathname);
const UUID = '0b8f3c52-5a8e-4d0e-9d5f-3f3c1b2a7e11';

test('the package editor opens new or by a uuid; anything else is not found', () => {
  expect(screenOf('/elearningpackage/editpackage')).toEqual({ name: 'elearningpackage.editpackage', params: { uuid: undefined } });
  expect(screenOf(`/elearningpackage/editpackage/${UUID}`)).toEqual({ name: 'elearningpackage.editpackage', params: { uuid: UUID } });
  expect(screenOf('/elearningpackage/editpackage/12')).toBe('notfound');
});

test('lessons and tasks by a uuid; the lists, files, tags and noaccess without parameters', () => {
  expect(screenOf(`/elearningpackage/editlesson/${UUID}`)).toEqual({ name: 'elearningpackage.editlesson', params: { uuid: UUID } });
  expect(screenOf('/elearningpackage/editlesson/x')).toBe('notfound');
  expect(screenOf(`/elearningpackage/edittask/${UUID}`)).toEqual({ name: 'elearningpackage.edittask', params: { uuid: UUID } });
  expect(screenOf('/elearningpackage/packages')).toEqual({ name: 'elearningpackage.packages', params: undefined });
  expect(screenOf('/elearningpackage/noaccess')).toEqual({ name: 'elearningpackage.noaccess', params: undefined });
  expect(screenOf('/elearningpackage/taskimport')).toEqual({ name: 'elearningpackage.taskimport', params: undefined });
  expect(screenOf('/elearningpackage/files')).toEqual({ name: 'elearningpackage.files', params: undefined });
});

test('the script of a package by its uuid', () => {
  expect(screenOf(`/elearningpackage/script/${UUID}`)).toEqual({ name: 'elearningpackage.script', params: { uuid: UUID } });
  expect(screenOf('/elearningpackage/script/x')).toBe('notfound');
});

test('the read-only lesson view by a lesson id (decision 0251)', () => {
  expect(screenOf('/elearningpackage/lessonview/70')).toEqual({ name: 'elearningpackage.lessonview', params: { id: 70 } });
  expect(screenOf(`/elearningpackage/lessonview/${UUID}`)).toBe('notfound');
  expect(screenOf('/elearningpackage/lessonview/0')).toBe('notfound');
});
