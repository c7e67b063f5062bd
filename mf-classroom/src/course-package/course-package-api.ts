import { callEndpoint } from '@atrium/shared-ui';
import { courseFileEndpoints, coursePackageEndpoints, type CoursePackageWrite } from '@atrium/classroom-contract';

export const coursePackageApi = {
  get: (id: number) => callEndpoint(coursePackageEndpoints.get, { params: { id } }),
  save: (id: number, body: CoursePackageWrite) => callEndpoint(coursePackageEndpoints.save, { params: { id }, body }),
  sendTestEmail: (id: number, to: string) => callEndpoint(coursePackageEndpoints.testEmail, { params: { id }, body: { to } }),
  /** The course material: the files a package can hand out (the course's linked files, media/linked-file-routes). */
  courseFiles: (courseId: number) => callEndpoint(courseFileEndpoints.list, { params: { id: courseId } }),
};
