// Rich text written by staff and rendered as HTML in other people's browsers (academy modules, announcements): cleaned
// when written.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'), 'h1', 'h2', 'u', 's'],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], '*': [] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Scripts, styles, event handlers, images and javascript: links removed; links open in a new tab without an opener. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
