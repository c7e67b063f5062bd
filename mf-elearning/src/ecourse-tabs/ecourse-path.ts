/** Where the e-course calls start (services/elearning/src/contract). */
export const ECOURSES_API = '/api/elearning/data/ecourses';

export const ecoursePath = (ecourseId: number) => `${ECOURSES_API}/${ecourseId}`;
