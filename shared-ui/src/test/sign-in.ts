import { useAuth } from '../auth/use-auth';
import type { Role } from '../auth/types';

interface TestCustomer {
  customerId: number;
  customerName: string;
}

const ATRIUM_KURS: TestCustomer = { customerId: 1, customerName: 'Atrium Kurs AS' };

/** Signs the auth store in, speaking English on the Norwegian site, with `roles` in the context of `customer`. */
export function signInFor(customer: TestCustomer, ...roles: Role[]): void {
  useAuth.setState({
    status: 'signedIn',
    me: {
      user: { id: 1, username: 'u', firstName: 'U', lastName: 'U', email: 'u@example.com' },
      contexts: [{ ...customer, roles }],
      activeCustomerId: customer.customerId,
      learningSite: 'NO',
      locale: 'en_US',
    },
    locale: 'en_US',
    learningSite: 'NO',
    currency: 'NOK',
  });
}

/** Signs the auth store in as a user of Atrium Kurs AS (Norway) whose active context holds `roles`. */
export const signInAs = (...roles: Role[]) => signInFor(ATRIUM_KURS, ...roles);
