import { callEndpoint } from '@atrium/shared-ui';
import {
  coursePlacePickerEndpoints,
  happeningEndpoints,
  instanceEndpoints,
  type AddOrUpdateHappenings,
  type CopyInstance,
  type InstanceCreate,
  type InstanceSpan,
  type InstanceText,
  type InstanceWrite,
} from '@atrium/classroom-contract';

/** Document 000 §7/§8: a failure to load an instance's customer details becomes an undefined result, with no message. */
const orUndefined = <T>(request: Promise<T>): Promise<T | undefined> => request.catch(() => undefined);

type Headers = Record<string, string>;

// The server checks every body with the same contract schema and answers a 400 naming the field.
export const instanceApi = {
  courseInstances: (courseId: number, span: InstanceSpan) =>
    callEndpoint(instanceEndpoints.ofCourse, { params: { id: courseId }, query: { span } }),
  get: (id: number) => callEndpoint(instanceEndpoints.withBuyInfo, { params: { id } }),
  create: (body: InstanceCreate, headers?: Headers) => callEndpoint(instanceEndpoints.create, { body }, { headers }),
  update: (id: number, body: InstanceWrite) => callEndpoint(instanceEndpoints.update, { params: { id }, body }),
  happenings: (id: number) => callEndpoint(happeningEndpoints.ofInstance, { params: { id } }),
  saveHappenings: (body: AddOrUpdateHappenings) => callEndpoint(happeningEndpoints.addOrUpdate, { body }),
  copy: (id: number, body: CopyInstance, headers?: Headers) => callEndpoint(instanceEndpoints.copy, { params: { id }, body }, { headers }),
  changeCourse: (id: number, courseClassroomId: number) =>
    callEndpoint(instanceEndpoints.changeCourse, { params: { id }, body: { courseClassroomId } }),
  courseInfo: (id: number) => callEndpoint(instanceEndpoints.courseInfo, { params: { id } }),
  coursePlaces: () => callEndpoint(coursePlacePickerEndpoints.list, {}),
  texts: (cliid: number) => callEndpoint(instanceEndpoints.texts, { params: { cliid } }),
  saveTexts: (cliid: number, texts: InstanceText[]) => callEndpoint(instanceEndpoints.saveTexts, { params: { cliid }, body: texts }),
  customer: (id: number) => orUndefined(callEndpoint(instanceEndpoints.customer, { params: { id } })),
  contactPerson: (id: number) => orUndefined(callEndpoint(instanceEndpoints.contactPerson, { params: { id } })),
  reportPerson: (id: number) => orUndefined(callEndpoint(instanceEndpoints.reportPerson, { params: { id } })),
};
