import { buildPath, matchPath, pathParams } from './match-path';

test('matches required and optional segments', () => {
  expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12/edit')).toBe(true);
  expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12/edit/notes')).toBe(true);
  expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12')).toBe(false);
  expect(matchPath('/clcourses', '/clcourses/')).toBe(true);
  expect(matchPath('/', '/')).toBe(true);
  expect(matchPath('/', '/x')).toBe(false);
});

test('reads parameters and builds paths back from them', () => {
  expect(pathParams('/clcourse/:id/edit/:tab?', '/clcourse/12/edit/notes')).toEqual({ id: '12', tab: 'notes' });
  expect(pathParams('/clcourse/:id/edit/:tab?', '/clcourse/12/edit')).toEqual({ id: '12' });
  expect(pathParams('/clcourses', '/ecourses')).toBeNull();
  expect(buildPath('/clcourse/:id/edit/:tab?', { id: 12 })).toBe('/clcourse/12/edit');
  expect(buildPath('/clcourse/:id/edit/:tab?', { id: 12, tab: 'notes' })).toBe('/clcourse/12/edit/notes');
  expect(buildPath('/license/ecourse/:id', { id: 'a b' })).toBe('/license/ecourse/a%20b');
  expect(() => buildPath('/license/ecourse/:id')).toThrow('needs :id');
});
