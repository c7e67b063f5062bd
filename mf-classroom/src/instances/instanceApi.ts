import { apiFetch } from '@atrium/shared-ui';
import {
  addOrUpdateHappeningsSchema,
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
  type InstanceListItem,
  type InstanceSpan,
  type InstanceText,
  type InstanceWithBuyInfo,
  type InstanceWrite,
} from '@atrium/classroom-service/contract';

export const API = '/api/classroom';

// Every write is checked with the service's own schema first: what the server would refuse is not sent.
export const instanceApi = {
  courseInstances: (courseId: number, span: InstanceSpan) => apiFetch<InstanceListItem[]>(`${API}/clicourses/clcourse/${courseId}?span=${span}`),
  get: (id: number) => apiFetch<InstanceWithBuyInfo>(`${API}/clicourses/with-buy-info/${id}`),
  create: (body: InstanceCreate) => apiFetch<Instance>(`${API}/clicourses`, { method: 'POST', body: instanceCreateSchema.parse(body) }),
  update: (id: number, body: InstanceWrite) => apiFetch<Instance>(`${API}/clicourses/${id}`, { method: 'PUT', body: instanceWriteSchema.parse(body) }),
  happenings: (id: number) => apiFetch<Happening[]>(`${API}/clicourse/${id}/classroomhappenings`),
  saveHappenings: (body: AddOrUpdateHappenings) =>
    apiFetch<Happening[]>(`${API}/clicourse/classroomhappenings/addorupdate`, { method: 'POST', body: addOrUpdateHappeningsSchema.parse(body) }),
  copy: (id: number, body: CopyInstance) => apiFetch<Instance>(`${API}/clicourse/copy/${id}`, { method: 'POST', body: copyInstanceSchema.parse(body) }),
  changeCourse: (id: number, courseClassroomId: number) =>
    apiFetch<Instance>(`${API}/clicourse/changeclassroomcourse/${id}`, { method: 'POST', body: { courseClassroomId } }),
  courseInfo: (id: number) => apiFetch<CourseInfo>(`${API}/clicourse/${id}/courseinfo`),
  coursePlaces: () => apiFetch<CoursePlace[]>(`${API}/data/courseplaces`),
  texts: (id: number) => apiFetch<InstanceText[]>(`${API}/data/classroomCourseInstance/${id}/courseTexts`),
  saveTexts: (id: number, texts: InstanceText[]) =>
    apiFetch<InstanceText[]>(`${API}/data/classroomCourseInstance/${id}/courseTexts`, { method: 'POST', body: instanceTextsBodySchema.parse(texts) }),
  /** Document 000 §8: a failure to load the customer becomes undefined, with no message. */
  customerId: (id: number) =>
    apiFetch<{ customerId: number }>(`${API}/clicourse/${id}/customer`).then(
      (answer) => answer.customerId,
      () => undefined,
    ),
};
