import sanitizeHtml from 'sanitize-html';

// What the rich-text toolbar of document 001 §9 can produce, and nothing else; every area's course texts pass here.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'style', 'data-float', 'data-size'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    img: {
      float: [/^(left|right|none)$/],
      width: [/^(100|50|25)%$/],
    },
  },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichTextHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Text with every tag removed, for fields shown as plain text (titles). */
export function stripHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
