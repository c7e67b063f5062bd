import { requireCourse } from '../courses/require-course';
import { COURSE_FILE_LINKS } from './file-links';
import { linkedFileRoutes } from './linked-file-routes';

/** courseMaterial: the course's files (document 000 §7, data/clcourses/{id}/file/{fileId} and its detach). */
export const courseFileRoutes = linkedFileRoutes({ base: '/data/clcourses/:id', links: COURSE_FILE_LINKS, requireOwner: requireCourse });
