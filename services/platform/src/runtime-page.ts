import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Document 001 §2 and spec README: the learner runtime is its own lean page of the elearning remote. On the app's
// origin it only opens the signed-in learner's session and moves to the content origin (decision 0119), whose
// player page plays it: /scorm/play/{sessionId}. §7's remote SCORM plays there too, framed by a customer's LMS:
// /scorm/remote/{token} and a cmi5 AU's return URL /scorm/remote/session/{sessionId}.
const RUNTIME_PATH = /^\/(scorm\/run\/[^/]+|scorm\/runScormSessionId\/[^/]+|ocs\/course\/[^/]+\/[^/]+)\/?$/;
const REMOTE_RUNTIME_PATH = /^\/scorm\/remote\/(?:session\/)?[^/]+\/?$/;
/** The player pages of the content origin. */
export const CONTENT_RUNTIME_PATH = /^\/scorm\/(?:play\/[^/]+|remote\/(?:session\/)?[^/]+)\/?$/;

/** A remote SCORM path, which the app's origin hands to the content origin (the fragment goes along). */
export const isRemoteRuntimePath = (urlPath: string) => REMOTE_RUNTIME_PATH.test(urlPath);
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

export const isLearnerRuntimePath = (urlPath: string) => RUNTIME_PATH.test(urlPath);

const metaTag = (name: string, content: string) => `<meta name="${name}" content="${content.replace(/[&"<>]/g, '')}" />`;

/**
 * The runtime page (or undefined when the remote is not built), with the other origin it needs named in a meta
 * tag. Its files are the remote's, so relative URLs resolve against the remote's folder.
 */
export async function runtimePageFor(root: string, meta: Record<string, string>): Promise<string | undefined> {
  const html = await readFile(path.join(root, 'mf-elearning', 'dist', 'runtime.html'), 'utf8').catch(() => undefined);
  const tags = Object.entries(meta).map(([name, content]) => metaTag(name, content));
  return html?.replace('<head>', `<head><base href="/remotes/elearning/" />${tags.join('')}`);
}
