import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { visibleNavigation } from './navigation';
import { isOpenSignedOut, ownerOf } from './owner-of';
import { shellRoutes } from './shell-routes';

// The routes each remote publishes (mf-<area>/src/routes.json, copied beside its remoteEntry.js by the build).
const repo = path.join(__dirname, '../../..');
const published = Object.fromEntries(
  readdirSync(repo)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => [
      folder.slice('mf-'.length),
      areaRoutesSchema.parse(JSON.parse(readFileSync(path.join(repo, folder, 'src/routes.json'), 'utf8'))),
    ]),
);

beforeEach(() => {
  for (const [area, routes] of Object.entries(published)) useRouteRegistry.getState().setAreaRoutes(area, routes);
});

describe('the routes the remotes publish', () => {
  it('give every pathname of the documents one owner', () => {
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

  it('list no pattern and no name twice, across all areas and the shell', () => {
    const all = [...shellRoutes, ...Object.values(published).flat()];
    expect(new Set(all.map((route) => route.pattern)).size).toBe(all.length);
    expect(new Set(all.map((route) => route.name)).size).toBe(all.length);
  });

  it('build the menu from their menu entries, in order, for the roles that may see them', () => {
    const staff = visibleNavigation((roles) => roles.includes('staff')).map((item) => item.path);
    expect(staff[0]).toBe('/clcourses');
    expect(staff).toContain('/instructor-list');
    expect(staff).not.toContain('/hotworks');
    expect(visibleNavigation((roles) => roles.includes('atrium')).map((item) => item.path)).toContain('/hotworks');
  });
});

describe('routes open to people who are not signed in', () => {
  // The learners' evaluation form and the tablet signing page are keyed by a code of their own (decisions 0173, 0174);
  // contractors register themselves (decision 0220); anyone checks a diploma by its code (decision 0243).
  it("are the password-reset screens, the learners' evaluation form, the participant-list signing page, contractor registration and the diploma check", () => {
    expect(isOpenSignedOut('/password/forgot')).toBe(true);
    expect(isOpenSignedOut('/password/reset/Zm9vYmFyYmF6')).toBe(true);
    expect(ownerOf('/password/reset/Zm9vYmFyYmF6')).toBe('users');
    const open = Object.values(published)
      .flat()
      .filter((route) => route.signedOut)
      .map((route) => route.pattern);
    expect(open.sort()).toEqual([
      '/contractor-portal/:portal/register',
      '/copnologin',
      '/diploma/:code',
      '/evaluation/:token',
      '/password/forgot',
      '/password/reset/:id',
      '/web/partlist',
    ]);
    for (const pathname of ['/atriumusersearch', '/instructor-list', '/password', '/password/reset', '/clcourses', '/nowhere']) {
      expect(isOpenSignedOut(pathname)).toBe(false);
    }
  });
});
