/** Service paths the editor still calls by address (document 001 §7). */
// The course templates are the classroom area's (ARCHITECTURE.md).
const CLASSROOM_API = '/api/classroom/data';

export const ecourseApi = {
  classroomCourse: (courseId: number) => `${CLASSROOM_API}/clcourses/${courseId}`,
};
