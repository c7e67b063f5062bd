/** The three runtime routes of document 001 §2, and how each starts a session. */
export type RuntimeRoute =
  | { kind: 'licence'; licenseId: number }
  | { kind: 'session'; sessionId: string }
  | { kind: 'ocs'; userUuid: string; licenseUuid: string };

export function parseRuntimeRoute(pathname: string): RuntimeRoute | null {
  const path = pathname.replace(/\/$/, '');
  const licence = /^\/scorm\/run\/(\d+)$/.exec(path);
  if (licence) return { kind: 'licence', licenseId: Number(licence[1]) };
  const session = /^\/scorm\/runScormSessionId\/([0-9a-f-]{36})$/.exec(path);
  if (session?.[1]) return { kind: 'session', sessionId: session[1] };
  const ocs = /^\/ocs\/course\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/.exec(path);
  if (ocs?.[1] && ocs[2]) return { kind: 'ocs', userUuid: ocs[1], licenseUuid: ocs[2] };
  return null;
}

export const isRuntimePath = (pathname: string) => parseRuntimeRoute(pathname) !== null;
