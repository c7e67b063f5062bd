// Browser-safe: zod schemas and types only.
export * from './catalogue';
export * from './ecourseComments';
export * from './ecourseFiles';
export * from './ecourseFromCourse';
export * from './ecoursePrices';
export * from './ecoursePublications';
export * from './ecourseQuoteCodes';
export * from './ecourseReportCustomers';
export * from './ecourses';
export * from './ecourseTexts';
export * from './evaluations';
export * from './hotworks';
export * from './licences';
export * from './packages';
export * from './runtime';
export * from './status';
export * from './xapi';
