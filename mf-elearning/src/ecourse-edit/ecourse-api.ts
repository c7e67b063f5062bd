import { ecoursePath } from '../ecourse-tabs/ecourse-path';

/** Service paths the editor calls (document 001 §7). */
const ELEARNING_API = '/api/elearning/data';
// Course providers, diploma templates and the course templates are the classroom area's (ARCHITECTURE.md).
const CLASSROOM_API = '/api/classroom/data';

export const ecourseApi = {
  course: ecoursePath,
  createFromCourse: (courseId: number) => `${ELEARNING_API}/ecourses/createFromCourse/${courseId}`,
  copy: (id: number) => `${ELEARNING_API}/ecourses/copy/${id}`,
  integrationNumber: (uuid: string) => `${ELEARNING_API}/integrationNumberForElearningCourse/${uuid}`,
  scormDetails: (id: number) => `${ecoursePath(id)}/scormDetails`,
  updateSkipLandingPage: (id: number, skip: boolean) => `${ELEARNING_API}/ecourses/updateSkipLandingPage/${id}/${skip}`,
  valueList: (list: 'languages' | 'tags' | 'verificationTags' | 'productCategories' | 'calculationMethods') =>
    `${ELEARNING_API}/ecourses/${list}`,
  texts: (id: number) => `${ELEARNING_API}/elearningCourse/${id}/courseTexts`,
  notes: (id: number) => `${ecoursePath(id)}/comments/ELEARNINGCOURSE`,
  classroomCourse: (courseId: number) => `${CLASSROOM_API}/clcourses/${courseId}`,
};
