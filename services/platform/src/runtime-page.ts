import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Document 001 §2 and spec README: the learner runtime is its own lean page of the elearning remote. §7's
// remote SCORM plays it too, framed by a customer's LMS: /scorm/remote/{token} and a cmi5 AU's return URL
// /scorm/remote/session/{sessionId}. No response of the platform forbids framing, so other sites may frame it.
const RUNTIME_PATH =
  /^\/(scorm\/run\/[^/]+|scorm\/runScormSessionId\/[^/]+|ocs\/course\/[^/]+\/[^/]+|scorm\/remote\/(?:session\/)?[^/]+)\/?$/;
// Document 001 §2: "A runtime URL under the admin area is redirected to the scorm area". Links that were
// built under the package admin (/scorm/admin/run/…) or an /admin prefix lead to the learner's address.
const ADMIN_RUNTIME_PATH = /^\/(?:scorm\/admin|admin)(\/(?:scorm\/run|scorm\/runScormSessionId|run|runScormSessionId|ocs\/course)\/.+)$/;

/** The learner runtime address an admin-area runtime URL stands for, or undefined for any other path. */
export function runtimeRedirectFor(urlPath: string): string | undefined {
  const rest = ADMIN_RUNTIME_PATH.exec(urlPath)?.[1];
  if (!rest) return undefined;
  const target = rest.startsWith('/run') ? `/scorm${rest}` : rest;
  return RUNTIME_PATH.test(target) ? target : undefined;
}

/**
 * The runtime page for a direct learner link, or undefined for any other path (or when the remote is not
 * built). Its files are the remote's, so relative URLs resolve against the remote's folder.
 */
export async function runtimePageFor(root: string, urlPath: string): Promise<string | undefined> {
  if (!RUNTIME_PATH.test(urlPath)) return undefined;
  const html = await readFile(path.join(root, 'mf-elearning', 'dist', 'runtime.html'), 'utf8').catch(() => undefined);
  return html?.replace('<head>', '<head><base href="/remotes/elearning/" />');
}
