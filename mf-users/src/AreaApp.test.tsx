import { screenOf as screenOfArea } from '@atrium/shared-ui/testing';
import { USERS_PAGES } from './AreaApp';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
const screenOf = (pathname: string) => screenOfArea(routes, USERS_PAGES, pathname);

test('reads the password screens from the path and leaves every other users route alone', () => {
  expect(screenOf('/password/forgot')).toEqual({ name: 'password.forgot', params: undefined });
  expect(screenOf('/password/forgot/')).toEqual({ name: 'password.forgot', params: undefined });
  expect(screenOf('/password/reset/abc_DEF-123')).toEqual({ name: 'password.reset', params: { id: 'abc_DEF-123' } });
  for (const path of ['/password/reset', '/password/reset/', '/password/reset/a/b', '/password/reset/%E0%A4%A']) {
    expect(screenOf(path)).toBeNull();
  }
});

test('the person and the tab (profile when none), not found for another tab or id', () => {
  expect(screenOf('/atriumusersearch/users/11')).toEqual({ name: 'atriumusersearch.users', params: { userId: 11, tab: 'profile' } });
  expect(screenOf('/atriumusersearch/users/11/notes')).toEqual({ name: 'atriumusersearch.users', params: { userId: 11, tab: 'notes' } });
  expect(screenOf('/atriumusersearch/users/11/nonsense')).toBe('notfound');
  expect(screenOf('/atriumusersearch/users/abc')).toBe('notfound');
  expect(screenOf('/atriumusersearch')).toEqual({ name: 'atriumusersearch', params: undefined });
  expect(screenOf('/atriumusersearch/merge/4')).toEqual({ name: 'atriumusersearch.merge', params: { userId: 4 } });
  expect(screenOf('/atriumusersearch/merge/x')).toBe('notfound');
  expect(screenOf('/atriumusersearch/audit/4')).toEqual({ name: 'atriumusersearch.audit', params: { userId: 4 } });
  expect(screenOf('/atriumusersearch/audit/0')).toBe('notfound');
});
