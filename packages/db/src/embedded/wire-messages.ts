// The parts of the PostgreSQL frontend/backend protocol (version 3) the embedded multiplexer needs:
// where one message ends, which messages end a unit of work, the connection's transaction status as
// the backend reports it, and the few messages the multiplexer writes itself.

export const PROTOCOL_VERSION_3 = 196_608;
export const SSL_REQUEST_CODE = 80_877_103;
export const GSSENC_REQUEST_CODE = 80_877_104;
export const CANCEL_REQUEST_CODE = 80_877_102;

/** A message longer than this is a broken or hostile client, not a query. */
export const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

/** Transaction status of ReadyForQuery: idle, in a transaction block, in a failed transaction block. */
export type TransactionStatus = 'I' | 'T' | 'E';

export interface FrontendMessage {
  type: string;
  /** The whole message: type byte, length and body. */
  bytes: Buffer;
}

/**
 * How a frontend message ends a unit of work on the shared session:
 * - `ready`: the backend answers it with ReadyForQuery (Sync, simple Query, FunctionCall);
 * - `flush`: the client waits for output, but the extended-query sequence is still open;
 * - `copy`: the end of COPY data the client streamed in;
 * - `none`: part of a sequence still being sent.
 */
export function unitBoundary(type: string): 'ready' | 'flush' | 'copy' | 'none' {
  switch (type) {
    case 'S':
    case 'Q':
    case 'F':
      return 'ready';
    case 'H':
      return 'flush';
    case 'c':
    case 'f':
      return 'copy';
    default:
      return 'none';
  }
}

/** Splits complete typed messages off the front of `buffer`; returns them and the unread rest. */
export function readFrontendMessages(buffer: Buffer): { messages: FrontendMessage[]; rest: Buffer } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const length = buffer.readInt32BE(offset + 1);
    if (length < 4 || length > MAX_MESSAGE_BYTES) throw new ProtocolViolation(`message length ${length}`);
    if (buffer.length - offset < 1 + length) break;
    messages.push({
      type: String.fromCharCode(buffer[offset]!),
      bytes: buffer.subarray(offset, offset + 1 + length),
    });
    offset += 1 + length;
  }
  return { messages, rest: offset === 0 ? buffer : buffer.subarray(offset) };
}

export class ProtocolViolation extends Error {}

function cString(value: string): Buffer {
  return Buffer.from(`${value}\0`, 'utf8');
}

/** A typed protocol message: its type byte, its length (counting itself) and its body. */
export function message(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

export function syncMessage(): Buffer {
  return message('S', Buffer.alloc(0));
}

export function simpleQueryMessage(sql: string): Buffer {
  return message('Q', cString(sql));
}

/** Close (statement `S` or portal `P`) of a name the backend knows. */
export function closeMessage(kind: 'S' | 'P', name: string): Buffer {
  return message('C', Buffer.concat([Buffer.from(kind, 'latin1'), cString(name)]));
}

/** An ErrorResponse with severity, SQLSTATE and message, as PostgreSQL sends it. */
export function errorResponse(severity: 'ERROR' | 'FATAL', sqlState: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      Buffer.from('S', 'latin1'),
      cString(severity),
      Buffer.from('V', 'latin1'),
      cString(severity),
      Buffer.from('C', 'latin1'),
      cString(sqlState),
      Buffer.from('M', 'latin1'),
      cString(text),
      Buffer.from([0]),
    ]),
  );
}

function readCString(buffer: Buffer, offset: number): { value: string; end: number } {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new ProtocolViolation('unterminated string');
  return { value: buffer.toString('utf8', offset, end), end: end + 1 };
}

/**
 * Rewrites the statement and portal names of Parse, Bind, Describe, Close and Execute so that each
 * connection has names of its own on the shared session (the unnamed ones are left alone: they live
 * only until the next unit, which runs on its own). Calls `onNamedStatement` for each statement a
 * Parse creates, so the connection can close them when it goes away.
 */
export function isolateNames(
  msg: FrontendMessage,
  prefix: string,
  onNamedStatement: (name: string) => void,
): FrontendMessage {
  const body = msg.bytes.subarray(5);
  const scoped = (name: string) => (name === '' ? '' : `${prefix}${name}`);
  switch (msg.type) {
    case 'P': {
      const name = readCString(body, 0);
      if (name.value === '') return msg;
      onNamedStatement(scoped(name.value));
      return rebuilt('P', [cString(scoped(name.value)), body.subarray(name.end)]);
    }
    case 'B': {
      const portal = readCString(body, 0);
      const statement = readCString(body, portal.end);
      if (portal.value === '' && statement.value === '') return msg;
      return rebuilt('B', [
        cString(scoped(portal.value)),
        cString(scoped(statement.value)),
        body.subarray(statement.end),
      ]);
    }
    case 'D':
    case 'C': {
      const name = readCString(body, 1);
      if (name.value === '') return msg;
      return rebuilt(msg.type, [body.subarray(0, 1), cString(scoped(name.value)), body.subarray(name.end)]);
    }
    case 'E': {
      const portal = readCString(body, 0);
      if (portal.value === '') return msg;
      return rebuilt('E', [cString(scoped(portal.value)), body.subarray(portal.end)]);
    }
    default:
      return msg;
  }
}

function rebuilt(type: string, parts: Buffer[]): FrontendMessage {
  return { type, bytes: message(type, Buffer.concat(parts)) };
}

/**
 * Follows the backend's output as it streams in chunks and remembers the last complete message, so
 * the multiplexer knows whether a unit ended with ReadyForQuery and in which transaction status.
 */
export class BackendStreamTracker {
  private header = Buffer.alloc(5);
  private headerFilled = 0;
  private remaining = 0;
  private type = '';
  /** Status byte of the most recent ReadyForQuery, if it is the last complete message so far. */
  lastReadyStatus: TransactionStatus | undefined;

  reset(): void {
    this.headerFilled = 0;
    this.remaining = 0;
    this.lastReadyStatus = undefined;
  }

  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.remaining === 0 && this.headerFilled < 5) {
        const take = Math.min(5 - this.headerFilled, chunk.length - offset);
        this.header.set(chunk.subarray(offset, offset + take), this.headerFilled);
        this.headerFilled += take;
        offset += take;
        if (this.headerFilled < 5) return;
        this.type = String.fromCharCode(this.header[0]!);
        this.remaining = this.header.readInt32BE(1) - 4;
        this.lastReadyStatus = undefined;
        if (this.remaining <= 0) this.headerFilled = 0;
        continue;
      }
      const take = Math.min(this.remaining, chunk.length - offset);
      if (this.type === 'Z' && take > 0)
        this.lastReadyStatus = String.fromCharCode(chunk[offset]!) as TransactionStatus;
      offset += take;
      this.remaining -= take;
      if (this.remaining === 0) this.headerFilled = 0;
    }
  }

  /** True when the output so far ends exactly at the end of a message. */
  get atMessageBoundary(): boolean {
    return this.remaining === 0 && this.headerFilled === 0;
  }
}
