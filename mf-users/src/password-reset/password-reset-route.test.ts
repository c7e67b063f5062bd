import { passwordRoute } from './password-reset-route';

test('reads the password screens from the path and leaves every other users route alone', () => {
  expect(passwordRoute('/password/forgot')).toEqual({ page: 'forgot' });
  expect(passwordRoute('/password/forgot/')).toEqual({ page: 'forgot' });
  expect(passwordRoute('/password/reset/abc_DEF-123')).toEqual({ page: 'reset', id: 'abc_DEF-123' });
  for (const path of ['/password/reset', '/password/reset/', '/password/reset/a/b', '/password/reset/%E0%A4%A', '/atriumusersearch']) {
    expect(passwordRoute(path)).toBeNull();
  }
});
