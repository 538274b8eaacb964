import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * Announcement HTML, cleaned again where it is rendered (the API cleans it when written, ADR 0070; this is the
 * second layer, ADR 0073): no scripts, styles, forms, frames, images or event handlers; links open in a new tab
 * without an opener.
 */
export function sanitiseAnnouncementHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'img', 'iframe', 'form', 'input', 'button', 'svg', 'math', 'video', 'audio', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });
}

function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}
