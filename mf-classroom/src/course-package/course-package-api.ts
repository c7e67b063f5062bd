import { apiFetch } from '@atrium/shared-ui';
import {
  coursePackageTestEmailBodySchema,
  coursePackageWriteSchema,
  type CoursePackage,
  type CoursePackageTestEmailResult,
  type CoursePackageWrite,
  type LinkedFile,
} from '@atrium/classroom-contract';

const course = (courseId: number) => `/api/classroom/data/clcourses/${courseId}`;

// Writes are checked with the service's own schemas first: what the server would refuse is not sent.
export const coursePackageApi = {
  get: (courseId: number) => apiFetch<CoursePackage>(`${course(courseId)}/coursePackage`),
  save: (courseId: number, write: CoursePackageWrite) =>
    apiFetch<CoursePackage>(`${course(courseId)}/coursePackage`, { method: 'PUT', body: coursePackageWriteSchema.parse(write) }),
  sendTestEmail: (courseId: number, to: string) =>
    apiFetch<CoursePackageTestEmailResult>(`${course(courseId)}/coursePackage/testEmail`, {
      method: 'POST',
      body: coursePackageTestEmailBodySchema.parse({ to }),
    }),
  /** The course material: the files a package can hand out. */
  courseFiles: (courseId: number) => apiFetch<LinkedFile[]>(`${course(courseId)}/files`),
};
