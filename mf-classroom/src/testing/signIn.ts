import { useAuth, type Role } from '@atrium/shared-ui';

/** Signs the auth store in as a user whose active context holds `roles`, speaking English. */
export function signIn(roles: Role[]): void {
  useAuth.setState({
    status: 'signedIn',
    me: {
      user: { id: 1, username: 'u', firstName: 'U', lastName: 'U', email: 'u@example.com' },
      contexts: [{ customerId: 1, customerName: 'Atrium Kurs AS', roles }],
      activeCustomerId: 1,
      learningSite: 'NO',
      locale: 'en_US',
    },
    locale: 'en_US',
    learningSite: 'NO',
    currency: 'NOK',
  });
}
