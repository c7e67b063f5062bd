import type { CustomerSummary } from '@atrium/company-contract';
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

/** A customer as the company area's picker call answers it (customerPickerEndpoints.search). */
export function makeCustomer(id: number, name: string, overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  const uuid = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  return {
    id,
    uuid,
    name,
    externalAccountingId: null,
    departments: [],
    orgNumber: null,
    active: true,
    privateCustomer: false,
    ...overrides,
  };
}
