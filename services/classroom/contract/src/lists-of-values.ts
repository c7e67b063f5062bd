// Browser-safe: the classroom lists of values of document 002 §7 (course instance statuses, course languages),
// read by staff and instructors alike.
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { COURSE_LOCALES } from './courses';
import { INSTANCE_STATUSES } from './instances';

export const listOfValuesEndpoints = {
  courseInstanceStatuses: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/clicourses/courseinstancestatuses/',
    access: { roles: COURSE_RUNNERS },
    response: z.array(z.object({ id: z.number().int(), name: z.enum(INSTANCE_STATUSES.map((s) => s.name) as [string, ...string[]]) })),
  }),
  courseLanguages: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/clicourses/courselanguages/',
    access: { roles: COURSE_RUNNERS },
    response: z.array(z.enum(COURSE_LOCALES)),
  }),
};
