import { Parser } from 'htmlparser2';

/** Elements whose end (or the element itself) separates words, so 'a</p><p>b' does not read as 'ab'. */
const BREAKING = new Set([
  'br',
  'p',
  'div',
  'li',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
]);
/** Elements whose text is never part of a post. */
const SKIPPED = new Set(['script', 'style', 'template']);

/**
 * A post's HTML (Mastodon statuses, Hacker News comments) as plain text: tags dropped, entities decoded
 * by htmlparser2, block ends as spaces, whitespace folded. Plain text goes through unchanged except for
 * entities and whitespace, so it is safe on fields that are sometimes escaped (YouTube titles).
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BREAKING.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BREAKING.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
