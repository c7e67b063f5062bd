import { apiFetch, callEndpoint } from '@atrium/shared-ui';
import { coursePackageEndpoints, type CoursePackageWrite, type LinkedFile } from '@atrium/classroom-contract';

export const coursePackageApi = {
  get: (id: number) => callEndpoint(coursePackageEndpoints.get, { params: { id } }),
  save: (id: number, body: CoursePackageWrite) => callEndpoint(coursePackageEndpoints.save, { params: { id }, body }),
  sendTestEmail: (id: number, to: string) => callEndpoint(coursePackageEndpoints.testEmail, { params: { id }, body: { to } }),
  /** The course material: the files a package can hand out (the course's linked files, media/linked-file-routes). */
  courseFiles: (courseId: number) => apiFetch<LinkedFile[]>(`/api/classroom/data/clcourses/${courseId}/files`),
};
