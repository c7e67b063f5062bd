import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Document 001 §2 and spec README: the learner runtime is its own lean page of the elearning remote.
const RUNTIME_PATH = /^\/(scorm\/run\/[^/]+|scorm\/runScormSessionId\/[^/]+|ocs\/course\/[^/]+\/[^/]+)\/?$/;

/**
 * The runtime page for a direct learner link, or undefined for any other path (or when the remote is not
 * built). Its files are the remote's, so relative URLs resolve against the remote's folder.
 */
export async function runtimePageFor(root: string, urlPath: string): Promise<string | undefined> {
  if (!RUNTIME_PATH.test(urlPath)) return undefined;
  const html = await readFile(path.join(root, 'mf-elearning', 'dist', 'runtime.html'), 'utf8').catch(() => undefined);
  return html?.replace('<head>', '<head><base href="/remotes/elearning/" />');
}
