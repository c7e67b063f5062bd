// Browser-safe: document 003 §7 "list-of-values endpoints": the fixed choice lists the authoring tool offers, each
// value with the message key that names it, for any client that shows the choices (decision 0248).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { ISSUE_STATUSES } from './issues';
import { UPLOAD_STATES } from './lessons';
import { LESSON_TYPES, PACKAGE_FILTERS, PACKAGE_STATUSES, SOFTWARE_VERSIONS } from './packages';
import { SCORM_VERSIONS, VIDEO_QUALITIES } from './scorm-export';
import { AUTHORING_LOCALES } from './texts';
import { TRANSCODE_STATUSES } from './video-transcoding';

/** Each list with its values in the order the screens offer them, and the message-key prefix naming a value. */
const LISTS = {
  packageStatuses: { values: PACKAGE_STATUSES, keyPrefix: 'kpg.status.' },
  packageFilters: { values: PACKAGE_FILTERS, keyPrefix: 'kpg.filter.' },
  lessonTypes: { values: LESSON_TYPES, keyPrefix: 'kpg.lessonType.' },
  issueStatuses: { values: ISSUE_STATUSES, keyPrefix: 'kpg.issueStatus.' },
  locales: { values: AUTHORING_LOCALES, keyPrefix: 'kpg.locale.' },
  softwareVersions: { values: SOFTWARE_VERSIONS, keyPrefix: null },
  videoQualities: { values: VIDEO_QUALITIES, keyPrefix: null },
  scormVersions: { values: SCORM_VERSIONS, keyPrefix: null },
  uploadStates: { values: UPLOAD_STATES, keyPrefix: 'kpg.upload.' },
  transcodeStatuses: { values: TRANSCODE_STATUSES, keyPrefix: 'kpg.transcode.status.' },
} as const;

export const LIST_OF_VALUES_NAMES = Object.keys(LISTS) as (keyof typeof LISTS)[];
export type ListOfValuesName = keyof typeof LISTS;

export const listOfValuesSchema = z.array(z.object({ value: z.string(), labelKey: z.string().nullable() }));
export type ListOfValues = z.infer<typeof listOfValuesSchema>;

/** The values of one list; a value without a message key (a version, a quality) is shown as it is. */
export const listOfValues = (name: ListOfValuesName): ListOfValues =>
  LISTS[name].values.map((value) => ({ value, labelKey: LISTS[name].keyPrefix === null ? null : `${LISTS[name].keyPrefix}${value}` }));

export const listOfValuesEndpoints = {
  /** Every list at once, by name. */
  all: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/lov',
    access: { roles: COURSE_ADMINS },
    response: z.record(z.enum(LIST_OF_VALUES_NAMES as [ListOfValuesName, ...ListOfValuesName[]]), listOfValuesSchema),
  }),
  one: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/lov/:name',
    access: { roles: COURSE_ADMINS },
    params: z.object({ name: z.enum(LIST_OF_VALUES_NAMES as [ListOfValuesName, ...ListOfValuesName[]], 'validation.unknownChoice') }),
    response: listOfValuesSchema,
  }),
};
