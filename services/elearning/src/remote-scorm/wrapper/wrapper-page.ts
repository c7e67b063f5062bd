import { REMOTE_PROGRESS_MESSAGE, type RemoteScormVersion } from '@atrium/elearning-contract';
import { escapeMarkup } from './escape-markup';
import { WRAPPER_MESSAGES } from './wrapper-messages';

/** window.ATRIUM_REMOTE: everything atrium-remote.js knows about the course it frames. */
export interface WrapperConfig {
  launchUrl: string;
  /** Only messages from this origin count as progress. */
  origin: string;
  version: RemoteScormVersion;
  title: string;
  progressMessage: typeof REMOTE_PROGRESS_MESSAGE;
  messages: typeof WRAPPER_MESSAGES;
}

export function wrapperConfig(version: RemoteScormVersion, title: string, launchUrl: string): WrapperConfig {
  return {
    launchUrl,
    origin: new URL(launchUrl).origin,
    version,
    title,
    progressMessage: REMOTE_PROGRESS_MESSAGE,
    messages: WRAPPER_MESSAGES,
  };
}

/**
 * JSON that may stand inside a script element: with every "<" escaped no "</script>" or "<!--" can end it,
 * and U+2028/2029 are escaped for browsers older than ES2019, where they end a string literal.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The launch page of the wrapper's SCO; the script replaces the message with the framed runtime. */
export function wrapperPage(config: WrapperConfig, scriptFile: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(config.title)}</title>
<style>
html, body { margin: 0; padding: 0; width: 100%; height: 100%; overflow: hidden; }
#atrium-remote { box-sizing: border-box; padding: 2em; font: 16px/1.5 system-ui, sans-serif; text-align: center; }
iframe { position: absolute; top: 0; left: 0; width: 100%; height: 100%; border: 0; }
</style>
</head>
<body>
<div id="atrium-remote" role="status" aria-live="polite"></div>
<script>window.ATRIUM_REMOTE = ${scriptJson(config)};</script>
<script src="${escapeMarkup(scriptFile)}"></script>
</body>
</html>
`;
}
