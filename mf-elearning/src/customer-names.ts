import { customerPickerEndpoints } from '@atrium/company-contract';
import { callEndpoint } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

// Customers belong to the company area; this area stores their ids and asks the company API for names.
export interface CustomerName {
  id: number;
  name: string;
}

// Document 001 §9: the customer lists fetch at most 200.
const CUSTOMER_LIST_LIMIT = 200;

/** The company area's customers for a choice list; without them the list shows ids instead of names. */
export function useCustomerNames(): CustomerName[] {
  const [customers, setCustomers] = useState<CustomerName[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const query = { limit: CUSTOMER_LIST_LIMIT, hideMergedCustomers: true };
    callEndpoint(customerPickerEndpoints.search, { query }, { signal: controller.signal }).then(setCustomers, () => undefined);
    return () => controller.abort();
  }, []);
  return customers;
}
