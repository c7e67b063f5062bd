/** The runtime routes of document 001 §2 and §7 (remote SCORM), and how each starts a session. */
export type RuntimeRoute =
  | { kind: 'license'; licenseId: number }
  | { kind: 'session'; sessionId: string }
  | { kind: 'ocs'; userUuid: string; licenseUuid: string }
  | { kind: 'remote'; token: string; learnerId: string; learnerName: string }
  | { kind: 'remoteSession'; sessionId: string }
  /** A signed-in learner's session played on the content origin, by its id (decision 0119). */
  | { kind: 'play'; sessionId: string };

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
  const play = /^\/scorm\/play\/([0-9a-f-]{36})$/.exec(path);
  if (play?.[1]) return { kind: 'play', sessionId: play[1] };
  const remoteSession = /^\/scorm\/remote\/session\/([0-9a-f-]{36})$/.exec(path);
  if (remoteSession?.[1]) return { kind: 'remoteSession', sessionId: remoteSession[1] };
  const remote = /^\/scorm\/remote\/([0-9a-f-]{36})$/.exec(path);
  if (remote?.[1]) return { kind: 'remote', token: remote[1], ...learnerOf(hash) };
  return null;
}

/** Routes of a customer's LMS: the learner has no Atrium account, the session id is the credential. */
export const isRemoteRoute = (route: RuntimeRoute) => route.kind === 'remote' || route.kind === 'remoteSession';

/** The other origin the page is told of (decision 0119): the content origin on the app's, the app's on the content origin. */
export const originNamed = (name: 'atrium-content-origin' | 'atrium-app-origin'): string | null =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;

// The signed-in learner's own page, where their courses are (ARCHITECTURE.md "/mypage*"), on the app's origin.
export const LEARNER_PAGE = `${originNamed('atrium-app-origin') ?? ''}/mypage`;

/** Sessions whose id is their credential: no cookie reaches the page playing them. */
export const playsByCredential = (route: RuntimeRoute) => isRemoteRoute(route) || route.kind === 'play';
