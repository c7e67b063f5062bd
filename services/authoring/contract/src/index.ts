// Browser-safe: zod schemas, types, constants and the endpoints of the authoring area.
import { z } from 'zod';

export * from './texts';
export * from './customer-details';
export * from './packages';
export * from './package-check';
export * from './lessons';
export * from './tasks';
export * from './exam-groups';
export * from './scorm-export';

export const authoringStatusSchema = z.object({ area: z.literal('authoring'), ready: z.literal(true) });
export type AuthoringStatus = z.infer<typeof authoringStatusSchema>;
export * from './video-transcoding';
export * from './issues';
export * from './task-import';
export * from './script';
export * from './list-of-values';
export * from './file-maintenance';
export * from './html-files';
export * from './lesson-view';
export * from './scorm-import';
