import { instructorListEndpoints, type InstructorAddBody, type InstructorUserSearchAnswer } from '@atrium/users-contract';
import { callEndpoint } from '@atrium/shared-ui';

export function searchInstructorCandidates(q: string): Promise<InstructorUserSearchAnswer> {
  return callEndpoint(instructorListEndpoints.userSearch, { query: { q } });
}

/** Whether the person got the role (false: they held it already). */
export async function addInstructor(body: InstructorAddBody): Promise<boolean> {
  return (await callEndpoint(instructorListEndpoints.add, { body })).added;
}
