import type { LocalizedTexts } from '@atrium/authoring-contract';
import { sanitizeRichTextHtml } from '@atrium/service-core';

/**
 * The texts as stored: every body is rich text from the editor, so only what its toolbar can make is kept (decision
 * 0239) — a script, an event handler or a javascript: link sent straight to the API never reaches the database, the
 * editor preview or an exported package. Titles are plain text, escaped wherever they are shown.
 */
export function sanitizedTexts(texts: LocalizedTexts): LocalizedTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [locale, text && { ...text, body: sanitizeRichTextHtml(text.body) }]),
  );
}
