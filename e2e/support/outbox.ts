import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, which mailers apply to long HTML lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest link to `pathPrefix` in an outbox e-mail addressed to `to`, waiting up to `timeoutMs`. */
export async function findLinkInOutbox(to: string, pathPrefix: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathPrefix}[^\\s"'<>]*`, 'g');
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => path.join(outbox, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    } catch {
      // The outbox folder appears with the first message.
    }
    for (const file of files) {
      const message = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      if (!message.toLowerCase().includes(to.toLowerCase())) continue;
      const links = message.match(pattern);
      if (links?.[0]) return links[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} with a ${pathPrefix} link arrived in ${outbox}`);
}
