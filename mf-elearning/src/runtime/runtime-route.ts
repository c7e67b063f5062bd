/** The runtime routes of document 001 §2 and §7 (remote SCORM), and how each starts a session. */
export type RuntimeRoute =
  | { kind: 'license'; licenseId: number }
  | { kind: 'session'; sessionId: string }
  | { kind: 'ocs'; userUuid: string; licenseUuid: string }
  | { kind: 'remote'; token: string; learnerId: string; learnerName: string }
  | { kind: 'remoteSession'; sessionId: string };

/** The learner of a remote launch, from the fragment the wrapper writes (learnerId=…&learnerName=…). */
function learnerOf(hash: string): { learnerId: string; learnerName: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { learnerId: params.get('learnerId')?.trim() ?? '', learnerName: params.get('learnerName')?.trim() ?? '' };
}

/**
 * A remote path without a learner is still a route: opened outside the LMS it should say so, not look
 * like a broken link.
 */
export function parseRuntimeRoute(pathname: string, hash = ''): RuntimeRoute | null {
  const path = pathname.replace(/\/$/, '');
  const license = /^\/scorm\/run\/(\d+)$/.exec(path);
  if (license) return { kind: 'license', licenseId: Number(license[1]) };
  const session = /^\/scorm\/runScormSessionId\/([0-9a-f-]{36})$/.exec(path);
  if (session?.[1]) return { kind: 'session', sessionId: session[1] };
  const ocs = /^\/ocs\/course\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/.exec(path);
  if (ocs?.[1] && ocs[2]) return { kind: 'ocs', userUuid: ocs[1], licenseUuid: ocs[2] };
  const remoteSession = /^\/scorm\/remote\/session\/([0-9a-f-]{36})$/.exec(path);
  if (remoteSession?.[1]) return { kind: 'remoteSession', sessionId: remoteSession[1] };
  const remote = /^\/scorm\/remote\/([0-9a-f-]{36})$/.exec(path);
  if (remote?.[1]) return { kind: 'remote', token: remote[1], ...learnerOf(hash) };
  return null;
}

/** Routes of a customer's LMS: the learner has no Atrium account, the session id is the credential. */
export const isRemoteRoute = (route: RuntimeRoute) => route.kind === 'remote' || route.kind === 'remoteSession';

// The signed-in learner's own page, where their courses are (ARCHITECTURE.md "/mypage*").
export const LEARNER_PAGE = '/mypage';
