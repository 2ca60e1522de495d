/**
 * Hands a downloaded Blob to the browser as a file with the given name, through an object URL and an
 * `<a download>` (the file arrives by fetch, so the session cookie and JSON errors stay with the
 * api client instead of a plain link).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Browsers may read the URL some time after click() returns (Firefox does), so it is freed later,
    // not at once; freeing it at all keeps large exports from piling up in the page's memory.
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}
