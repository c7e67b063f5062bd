import { courseFileEndpoints } from '@atrium/classroom-contract';
import { requireCourse } from '../courses/require-course';
import { COURSE_FILE_LINKS } from './file-links';
import { linkedFileRoutes } from './linked-file-routes';

/** courseMaterial: the course's files. */
export const courseFileRoutes = linkedFileRoutes({ endpoints: courseFileEndpoints, links: COURSE_FILE_LINKS, requireOwner: requireCourse });
