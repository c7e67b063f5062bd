import { apiFetch } from '@atrium/shared-ui';
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
    const query = new URLSearchParams({ limit: String(CUSTOMER_LIST_LIMIT), hideMergedCustomers: 'true' });
    apiFetch<CustomerName[]>(`/api/company/data/customers?${query}`, { signal: controller.signal }).then(setCustomers, () => undefined);
    return () => controller.abort();
  }, []);
  return customers;
}
