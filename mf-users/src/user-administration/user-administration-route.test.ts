import { userAdministrationRoute } from './user-administration-route';

test('reads the person and the tab, profile by default, and nothing else', () => {
  expect(userAdministrationRoute('/atriumusersearch/users/11')).toEqual({ userId: 11, tab: 'profile' });
  expect(userAdministrationRoute('/atriumusersearch/users/11/notes')).toEqual({ userId: 11, tab: 'notes' });
  expect(userAdministrationRoute('/atriumusersearch/users/11/nonsense')).toBeNull();
  expect(userAdministrationRoute('/atriumusersearch/users/abc')).toBeNull();
  expect(userAdministrationRoute('/atriumusersearch')).toBeNull();
});
