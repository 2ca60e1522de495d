/**
 * Blog posts arrive as HTML. They come from our own server, but we still drop anything that can run
 * script before handing it to React, so one bad post cannot act inside a user's session.
 */
const blockedElements = 'script, style, iframe, object, embed, link, meta, form';

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(blockedElements).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && value.startsWith('javascript:'))) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML;
}
