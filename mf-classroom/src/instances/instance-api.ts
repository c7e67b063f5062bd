import { apiFetch } from '@atrium/shared-ui';
import {
  addOrUpdateHappeningsSchema,
  changeClassroomCourseSchema,
  copyInstanceSchema,
  instanceCreateSchema,
  instanceTextsBodySchema,
  instanceWriteSchema,
  type AddOrUpdateHappenings,
  type CopyInstance,
  type CourseInfo,
  type CoursePlace,
  type Happening,
  type Instance,
  type InstanceCreate,
  type InstanceCustomer,
  type InstanceListItem,
  type InstancePerson,
  type InstanceSpan,
  type InstanceText,
  type InstanceWithBuyInfo,
  type InstanceWrite,
} from '@atrium/classroom-contract';

export const API = '/api/classroom';

/** Document 000 §7/§8: a failure to load an instance's customer details becomes an undefined result, with no message. */
const orUndefined = <T>(request: Promise<T>): Promise<T | undefined> => request.catch(() => undefined);

// Every write is checked with the service's own schema first: what the server would refuse is not sent.
export const instanceApi = {
  courseInstances: (courseId: number, span: InstanceSpan) =>
    apiFetch<InstanceListItem[]>(`${API}/clicourses/clcourse/${courseId}?span=${span}`),
  get: (id: number) => apiFetch<InstanceWithBuyInfo>(`${API}/clicourses/with-buy-info/${id}`),
  create: (body: InstanceCreate) => apiFetch<Instance>(`${API}/clicourses`, { method: 'POST', body: instanceCreateSchema.parse(body) }),
  update: (id: number, body: InstanceWrite) =>
    apiFetch<Instance>(`${API}/clicourses/${id}`, { method: 'PUT', body: instanceWriteSchema.parse(body) }),
  happenings: (id: number) => apiFetch<Happening[]>(`${API}/clicourse/${id}/classroomhappenings`),
  saveHappenings: (body: AddOrUpdateHappenings) =>
    apiFetch<Happening[]>(`${API}/clicourse/classroomhappenings/addorupdate`, {
      method: 'POST',
      body: addOrUpdateHappeningsSchema.parse(body),
    }),
  copy: (id: number, body: CopyInstance) =>
    apiFetch<Instance>(`${API}/clicourse/copy/${id}`, { method: 'POST', body: copyInstanceSchema.parse(body) }),
  changeCourse: (id: number, courseClassroomId: number) =>
    apiFetch<Instance>(`${API}/clicourse/changeclassroomcourse/${id}`, {
      method: 'POST',
      body: changeClassroomCourseSchema.parse({ courseClassroomId }),
    }),
  courseInfo: (id: number) => apiFetch<CourseInfo>(`${API}/clicourse/${id}/courseinfo`),
  coursePlaces: () => apiFetch<CoursePlace[]>(`${API}/data/courseplaces`),
  texts: (id: number) => apiFetch<InstanceText[]>(`${API}/data/classroomCourseInstance/${id}/courseTexts`),
  saveTexts: (id: number, texts: InstanceText[]) =>
    apiFetch<InstanceText[]>(`${API}/data/classroomCourseInstance/${id}/courseTexts`, {
      method: 'POST',
      body: instanceTextsBodySchema.parse(texts),
    }),
  customer: (id: number) => orUndefined(apiFetch<InstanceCustomer>(`${API}/clicourse/${id}/customer`)),
  contactPerson: (id: number) => orUndefined(apiFetch<InstancePerson>(`${API}/clicourse/${id}/customercontactperson`)),
  reportPerson: (id: number) => orUndefined(apiFetch<InstancePerson>(`${API}/clicourse/${id}/customerrapportperson`)),
};
