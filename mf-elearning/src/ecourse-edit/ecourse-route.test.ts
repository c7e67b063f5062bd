import { ecourseHref, ecourseRoute } from './ecourse-route';
import { tabFromRoute } from './edit-tabs';

test('document 001 §2: new from a course template, edit with an optional tab, copy', () => {
  expect(ecourseRoute('/ecourse/new/12')).toEqual({ page: 'new', courseId: 12 });
  expect(ecourseRoute('/ecourse/7/edit')).toEqual({ page: 'edit', id: 7, tab: undefined });
  expect(ecourseRoute('/ecourse/7/edit/')).toEqual({ page: 'edit', id: 7, tab: undefined });
  expect(ecourseRoute('/ecourse/7/edit/notes')).toEqual({ page: 'edit', id: 7, tab: 'notes' });
  expect(ecourseRoute('/ecourse/7/copy')).toEqual({ page: 'copy', id: 7 });
});

test('the other e-course screens and malformed addresses are not the editor', () => {
  for (const path of [
    '/ecourses',
    '/ecourse/7/evaluations',
    '/ecourse/abc/edit',
    '/ecourse/new/',
    '/ecourse/7/edit/notes/extra',
    '/ecourse/7/copy/3',
  ]) {
    expect(ecourseRoute(path)).toBeNull();
  }
});

test('the tab in the address: a known tab opens, none or an unknown one opens general', () => {
  expect(tabFromRoute('notes')).toBe('notes');
  expect(tabFromRoute('coursePackage')).toBe('coursePackage');
  expect(tabFromRoute(undefined)).toBe('general');
  expect(tabFromRoute('nonsense')).toBe('general');
  expect(ecourseHref.edit(7, 'notes')).toBe('/ecourse/7/edit/notes');
  expect(ecourseRoute(ecourseHref.edit(7, 'prices'))).toEqual({ page: 'edit', id: 7, tab: 'prices' });
});
