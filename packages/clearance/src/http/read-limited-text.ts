/**
 * A response body as text, read no further than `maxBytes`: a huge page or answer cannot hold memory
 * or time. `cut` says the body was longer; the text then holds what was read (pages keep their
 * markers near the top; a JSON answer that was cut is unusable and its caller says so).
 */
export async function readLimitedText(
  response: Response,
  maxBytes: number,
): Promise<{ text: string; cut: boolean }> {
  if (!response.body) return { text: '', cut: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    text += decoder.decode(value, { stream: true });
    if (read >= maxBytes) {
      await reader.cancel();
      return { text: text + decoder.decode(), cut: true };
    }
  }
  return { text: text + decoder.decode(), cut: false };
}
