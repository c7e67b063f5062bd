import {
  INSTRUCTOR_ADD_PATH,
  INSTRUCTOR_LIST_PATH,
  INSTRUCTOR_ROLES_PATH,
  INSTRUCTOR_USER_SEARCH_PATH,
  instructorAddResultSchema,
  instructorUserSearchAnswerSchema,
  USERS_API,
  type InstructorAddBody,
  type InstructorUserSearchAnswer,
} from '@atrium/users-contract';
import { apiFetch } from '@atrium/shared-ui';

export const INSTRUCTOR_LIST_URL = `${USERS_API}${INSTRUCTOR_LIST_PATH}`;
export const INSTRUCTOR_ROLES_URL = `${USERS_API}${INSTRUCTOR_ROLES_PATH}`;

export async function searchInstructorCandidates(q: string): Promise<InstructorUserSearchAnswer> {
  const answer = await apiFetch(`${USERS_API}${INSTRUCTOR_USER_SEARCH_PATH}?${new URLSearchParams({ q })}`);
  return instructorUserSearchAnswerSchema.parse(answer);
}

/** Whether the person got the role (false: they held it already). */
export async function addInstructor(body: InstructorAddBody): Promise<boolean> {
  return instructorAddResultSchema.parse(await apiFetch(`${USERS_API}${INSTRUCTOR_ADD_PATH}`, { method: 'POST', body })).added;
}
