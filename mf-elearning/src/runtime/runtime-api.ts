import {
  LEARNER_EVALUATION_PATH,
  RUNTIME_CONSTANTS,
  type LearnerEvaluation,
  type LicenseProgress,
  type RemoteLaunchBody,
  type ScormItem,
  type ScormSession,
} from '@atrium/elearning-contract';
import { playsByCredential, type RuntimeRoute } from './runtime-route';

/** Where a session's calls go and with which credentials: document 001 §7's "{context}". */
export interface RuntimeContext {
  base: string;
  credentials: RequestCredentials;
}

const LOCAL: RuntimeContext = { base: '/api/elearning', credentials: 'same-origin' };
// A remote session plays framed by the customer's LMS on another site, and every session on the content origin
// (decision 0119), where browsers send no Atrium cookie, and its id is its only credential. 'omit' rather than 'same-origin' so the calls are the same in a browser
// that would send one (a learner also signed in to Atrium): the server never sees an Atrium login on them.
const REMOTE: RuntimeContext = { base: '/api/elearning/remote', credentials: 'omit' };

export const runtimeContext = (route: RuntimeRoute): RuntimeContext => (playsByCredential(route) ? REMOTE : LOCAL);

export class RuntimeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Document 001 §9's asynchronous timeout: a runtime request still unanswered after it has failed, so a
 * hung connection ends in the retry (last error 102) instead of "saving" for ever.
 */
export const withinAsyncTimeout = (): AbortSignal => AbortSignal.timeout(RUNTIME_CONSTANTS.asyncTimeoutMs);

// Plain fetch: the runtime must not pull the design system's client into the learners' bundle.
async function requestJson<T>(context: RuntimeContext, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${context.base}${path}`, {
    ...init,
    signal: withinAsyncTimeout(),
    credentials: context.credentials,
    headers: { accept: 'application/json', ...init.headers },
  });
  const body: unknown = await res
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  if (!res.ok) throw new RuntimeError(res.status, (body as { message?: string } | null)?.message ?? '');
  return body as T;
}

export function startSession(route: RuntimeRoute): Promise<ScormSession> {
  const context = runtimeContext(route);
  switch (route.kind) {
    case 'license':
      return requestJson(context, `/scorm/init/${route.licenseId}`);
    case 'session':
    case 'remoteSession':
    case 'play':
      return requestJson(context, `/scorm/getSession/${route.sessionId}`);
    case 'ocs':
      return requestJson(context, `/scorm/initocs/${route.userUuid}/${route.licenseUuid}`);
    case 'remote': {
      const body: RemoteLaunchBody = { learnerId: route.learnerId, learnerName: route.learnerName };
      return requestJson(context, `/scorm/init/${route.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
  }
}

export const loadItem = (context: RuntimeContext, sessionId: string, itemId: number) =>
  requestJson<ScormItem>(context, `/scorm/getitem/${sessionId}?itemid=${itemId}`);

export const loadProgress = (context: RuntimeContext, sessionId: string) =>
  requestJson<LicenseProgress>(context, `/scorm/progress/${sessionId}`);

export const scormCallUrl = (context: RuntimeContext, name: string, sessionId: string) => `${context.base}/data/scorm/${name}/${sessionId}`;

/**
 * Whether the course just left asks its learner for an evaluation (issue 22 point 9); the form is on /mypage.
 * Never for a remote learner, who has no Atrium page. Any failure reads as "not asked": leaving must not fail.
 */
export async function evaluationAsked(licenseId: number): Promise<boolean> {
  const path = LEARNER_EVALUATION_PATH.replace(':licenseId', String(licenseId));
  return requestJson<LearnerEvaluation>(LOCAL, path).then(
    (evaluation) => evaluation.state === 'open',
    () => false,
  );
}
