import { matchPath } from './match-path';
import { ownerOf } from './owner-of';
import { routeTable } from './route-table';

describe('matchPath', () => {
  it('matches required and optional segments', () => {
    expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12/edit')).toBe(true);
    expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12/edit/notes')).toBe(true);
    expect(matchPath('/clcourse/:id/edit/:tab?', '/clcourse/12')).toBe(false);
    expect(matchPath('/clcourses', '/clcourses/')).toBe(true);
    expect(matchPath('/', '/')).toBe(true);
    expect(matchPath('/', '/x')).toBe(false);
  });
});

describe('route table', () => {
  it('gives every pathname of the documents one owner', () => {
    expect(ownerOf('/clcourses')).toBe('classroom');
    expect(ownerOf('/clicourses/search')).toBe('classroom');
    expect(ownerOf('/ecourse/3/edit/notes')).toBe('elearning');
    expect(ownerOf('/scorm/remote/0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11')).toBe('elearning');
    expect(ownerOf('/scorm/remote/session/0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11')).toBe('elearning');
    expect(ownerOf('/my-company/licenses/ALL_LICENSES')).toBe('company');
    expect(ownerOf('/atriumusersearch/users/5/notes')).toBe('users');
    expect(ownerOf('/elearningpackage/editpackage/abc/1')).toBe('authoring');
    expect(ownerOf('/classroom-search/COURSE_LIST')).toBe('reports');
    expect(ownerOf('/validation-test')).toBe('shell');
    expect(ownerOf('/nowhere')).toBeUndefined();
  });

  it('lists no pattern twice', () => {
    const patterns = routeTable.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
