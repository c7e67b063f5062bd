import type { TranslateFn } from '@atrium/shared-ui';
import type { Contractor } from '@atrium/users-contract';

/** The companies one may register with: each contractor, then its sub-contractors, named as such. */
export function companyOptions(contractors: readonly Contractor[], t: TranslateFn): { value: string; label: string }[] {
  return contractors.flatMap((contractor) => [
    { value: String(contractor.customerId), label: contractor.name },
    ...contractor.subContractors.map((sub) => ({
      value: String(sub.customerId),
      label: t('contractor.subContractorOf', { name: sub.name, contractor: contractor.name }),
    })),
  ]);
}
