import type { ScormItem, ScormSession } from '@atrium/elearning-service/contract';
import type { RuntimeRoute } from './runtimeRoute';

const BASE = '/api/elearning';

export class RuntimeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// Plain fetch: the runtime must not pull the design system's client into the learners' bundle.
async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new RuntimeError(res.status, (body as { message?: string } | null)?.message ?? '');
  return body as T;
}

export function startSession(route: RuntimeRoute): Promise<ScormSession> {
  switch (route.kind) {
    case 'licence':
      return getJson(`/scorm/init/${route.licenseId}`);
    case 'session':
      return getJson(`/scorm/getSession/${route.sessionId}`);
    case 'ocs':
      return getJson(`/scorm/initocs/${route.userUuid}/${route.licenseUuid}`);
  }
}

export const loadItem = (sessionId: string, itemId: number) => getJson<ScormItem>(`/scorm/getitem/${sessionId}?itemid=${itemId}`);

export const scormCallUrl = (name: string, sessionId: string) => `${BASE}/data/scorm/${name}/${sessionId}`;
