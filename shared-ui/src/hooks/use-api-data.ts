import { apiFetch } from '../auth/api-fetch';
import { useLoad, type Loaded } from './use-load';

/** A contract schema, or anything else that checks an answer and gives its type; a module constant. */
export interface AnswerSchema<T> {
  parse(answer: unknown): T;
}

/** GETs `path` (null: nothing to read yet, or not for this user), checked against `schema` when given; see useLoad. */
export function useApiData<T>(path: string | null, schema?: AnswerSchema<T>): Loaded<T> {
  return useLoad(path, async (signal) => {
    // useLoad loads only with a key, so the path is set here.
    const answer = await apiFetch<T>(path as string, { signal });
    return schema ? schema.parse(answer) : answer;
  });
}
