import DOMPurify from 'dompurify';

// The browser half of the sanitising; the services apply the same allow-list with sanitize-html.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'h2', 'h3', 'h4', 'blockquote'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'width', 'style', 'data-float', 'data-size'];
const SAFE_STYLE = /^(float:\s*(left|right|none)|width:\s*(100|50|25)%)$/;

/** Keeps only the toolbar's tags and attributes, and of styles only image float and width. */
export function sanitizeRichText(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(https?:|mailto:|data:image\/)/i });
  if (!clean.includes('style=')) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    const kept = (element.getAttribute('style') ?? '')
      .split(';')
      .map((rule) => rule.trim())
      .filter((rule) => element.tagName === 'IMG' && SAFE_STYLE.test(rule));
    if (kept.length > 0) element.setAttribute('style', kept.join('; '));
    else element.removeAttribute('style');
  });
  return template.innerHTML;
}
