import type { InstanceWithBuyInfo } from '@atrium/classroom-contract';
import { useLoad, useT } from '@atrium/shared-ui';
import { instanceApi } from './instance-api';
import './customer-details.css';

const label = (name: string | null, id: number) => name ?? `#${id}`;

/** The internal-course customer, its contact person and report person; what fails to load is left out. */
export function CustomerDetails({ instance }: { instance: InstanceWithBuyInfo }) {
  const t = useT();
  // Keyed on the saved ids, so a save that changes them loads the details again.
  const key = `customer/${instance.id}/${instance.internalCourse.customerId}/${instance.customerContactPersonId}/${instance.customerRapportPersonId}`;
  // Only what the instance has is asked for: the service answers 404 for a customer or person not set, which
  // logged three failed requests on every instance without a customer (issue 22).
  const details = useLoad(key, () =>
    Promise.all([
      instance.internalCourse.customerId === null ? undefined : instanceApi.customer(instance.id),
      instance.customerContactPersonId === null ? undefined : instanceApi.contactPerson(instance.id),
      instance.customerRapportPersonId === null ? undefined : instanceApi.reportPerson(instance.id),
    ]),
  );
  const [customer, contact, report] = details.data ?? [];
  const rows = [
    customer && { term: t('instances.customer.customer'), value: label(customer.customerName, customer.customerId) },
    contact && { term: t('instances.customer.contactPerson'), value: label(contact.name, contact.userId) },
    report && { term: t('instances.customer.reportPerson'), value: label(report.name, report.userId) },
  ].filter((row) => !!row);
  if (rows.length === 0) return null;
  return (
    <dl className="atr-instance-customer" data-testid="instance-customer">
      {rows.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
