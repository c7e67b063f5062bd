import { ecourseHref } from './ecourse-route';
import { tabFromRoute } from './edit-tabs';

test('the tab in the address: a known tab opens, none or an unknown one opens general', () => {
  expect(tabFromRoute('notes')).toBe('notes');
  expect(tabFromRoute('coursePackage')).toBe('coursePackage');
  expect(tabFromRoute(undefined)).toBe('general');
  expect(tabFromRoute('nonsense')).toBe('general');
  expect(ecourseHref.edit(7, 'notes')).toBe('/ecourse/7/edit/notes');
});
