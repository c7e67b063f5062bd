import { useEndpoint } from '@atrium/shared-ui';
import { valueListEndpoints, type ValueListName } from '@atrium/elearning-contract';

/** The keys of one of the service's value lists (document 001 §7); empty until it has answered. */
export function useValueList(list: ValueListName): string[] {
  const { data } = useEndpoint(valueListEndpoints[list], {});
  return (data ?? []).map((item) => item.key);
}
