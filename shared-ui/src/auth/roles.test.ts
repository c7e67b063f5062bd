import { act, renderHook } from '@testing-library/react';
import { makeMe } from '../test/fixtures';
import { activeRoles } from './active-roles';
import { hasAnyRole, hasRole, useHasRole } from './roles';
import { useAuth } from './use-auth';

describe('activeRoles', () => {
  it('gives the roles of the active customer context only', () => {
    expect(activeRoles(makeMe())).toEqual(['atrium', 'staff']);
    expect(activeRoles(makeMe({ activeCustomerId: 2 }))).toEqual(['companyadmin']);
  });

  it('gives no roles without a user, an active customer, or a matching context', () => {
    expect(activeRoles(null)).toEqual([]);
    expect(activeRoles(makeMe({ activeCustomerId: null }))).toEqual([]);
    expect(activeRoles(makeMe({ activeCustomerId: 99 }))).toEqual([]);
  });
});

describe('hasRole and hasAnyRole', () => {
  afterEach(() => useAuth.setState({ me: null }));

  it('read the signed-in user from the store', () => {
    useAuth.setState({ me: makeMe() });
    expect(hasRole('staff')).toBe(true);
    expect(hasRole('companyadmin')).toBe(false);
    expect(hasAnyRole(['companyadmin', 'atrium'])).toBe(true);
    expect(hasAnyRole(['companyadmin', 'instructor'])).toBe(false);
    expect(hasAnyRole([])).toBe(false);
  });

  it('are false when signed out', () => {
    expect(hasRole('atrium')).toBe(false);
    expect(hasAnyRole(['atrium', 'staff'])).toBe(false);
  });

  it('are also available on the store for selectors', () => {
    useAuth.setState({ me: makeMe({ activeCustomerId: 2 }) });
    expect(useAuth.getState().hasRole('companyadmin')).toBe(true);
    expect(useAuth.getState().hasAnyRole(['atrium'])).toBe(false);
  });

  it('useHasRole follows a change of active customer', () => {
    useAuth.setState({ me: makeMe() });
    const { result, unmount } = renderHook(() => useHasRole('companyadmin'));
    expect(result.current).toBe(false);
    act(() => useAuth.setState({ me: makeMe({ activeCustomerId: 2 }) }));
    expect(result.current).toBe(true);
    unmount();
  });
});
