/** The body as text, cut at `maxBytes`: a provider's answer cannot hold unbounded memory or time. */
export async function readBody(
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
    if (read > maxBytes) {
      await reader.cancel();
      return { text, cut: true };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), cut: false };
}
