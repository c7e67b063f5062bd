// Characters XML 1.0 does not allow even as references; a title carrying one would make the manifest unreadable.
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML and HTML element content and quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
