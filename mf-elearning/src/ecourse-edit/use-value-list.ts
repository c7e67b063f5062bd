import { useApiData } from '@atrium/shared-ui';
import { valueListSchema } from '@atrium/elearning-contract';
import { ecourseApi } from './ecourse-api';

export type ValueListName = Parameters<typeof ecourseApi.valueList>[0];

/** The keys of one of the service's value lists (document 001 §7); empty until it has answered. */
export function useValueList(list: ValueListName): string[] {
  const { data } = useApiData(ecourseApi.valueList(list), valueListSchema);
  return (data ?? []).map((item) => item.key);
}
