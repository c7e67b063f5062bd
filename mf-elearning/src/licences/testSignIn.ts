import { useAuth, type Role } from '@atrium/shared-ui';

/** For the licence lists' tests: signed in with `roles` for Nordsjø Energi AS (customer 2), in English, paying in NOK. */
export function signInAs(roles: Role[]): void {
  useAuth.setState({
    status: 'signedIn',
    me: {
      user: { id: 1, username: 'u', firstName: 'U', lastName: 'U', email: 'u@example.com' },
      contexts: [{ customerId: 2, customerName: 'Nordsjø Energi AS', roles }],
      activeCustomerId: 2,
      learningSite: 'NO',
      locale: 'en_US',
    },
    locale: 'en_US',
    currency: 'NOK',
  });
}
