// Reads a Server-Sent Events response as a browser would (fields per the HTML standard, enough for
// our events): each message's event name and JSON data, comments as heartbeats, and the end.

export type StreamItem =
  { kind: 'event'; event: string; data: unknown } | { kind: 'comment'; text: string } | { kind: 'end' };

export interface EventStreamReader {
  response: Response;
  /** The next message or comment; `end` once the server closed the stream. Fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamItem>;
  /** Reads until `end`, collecting the events. */
  rest(timeoutMs?: number): Promise<StreamItem[]>;
  abort(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: StreamItem[] = [];
  let ended = false;

  const parseBlock = (block: string): StreamItem | undefined => {
    let event = 'message';
    const data: string[] = [];
    let comment: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comment = line.slice(1).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) return { kind: 'event', event, data: JSON.parse(data.join('\n')) };
    if (comment !== undefined) return { kind: 'comment', text: comment };
    return undefined;
  };

  async function fill(deadline: number): Promise<void> {
    while (queue.length === 0 && !ended) {
      const remaining = deadline - performance.now();
      if (remaining <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const item = parseBlock(buffer.slice(0, index));
        buffer = buffer.slice(index + 2);
        if (item) queue.push(item);
      }
    }
  }

  const next = async (timeoutMs = 10_000): Promise<StreamItem> => {
    await fill(performance.now() + timeoutMs);
    return queue.shift() ?? { kind: 'end' };
  };

  return {
    response,
    next,
    async rest(timeoutMs = 10_000) {
      const items: StreamItem[] = [];
      for (let item = await next(timeoutMs); item.kind !== 'end'; item = await next(timeoutMs))
        items.push(item);
      return items;
    },
    abort: () => controller.abort(),
  };
}
