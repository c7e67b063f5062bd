import type { Me } from '../auth/types';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    user: { id: 7, username: 'kari', firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no' },
    contexts: [
      { customerId: 1, customerName: 'Atrium AS', roles: ['atrium', 'staff'] },
      { customerId: 2, customerName: 'Kunde AS', roles: ['companyadmin'] },
    ],
    activeCustomerId: 1,
    learningSite: 'NO',
    locale: '',
    ...overrides,
  };
}
