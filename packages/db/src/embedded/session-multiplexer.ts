// PGlite is one PostgreSQL session. Many client connections (the server's pool, command-line tools)
// share it through this multiplexer, which hands the session to one connection at a time and takes
// it back only at a point where nothing of that connection is left on it: after a ReadyForQuery that
// reports the session idle. So an extended-query sequence (Parse … Sync) and a whole transaction block
// always run as one unit, however many connections send at once. Decision 0006.
import type { Socket } from 'node:net';
import {
  BackendStreamTracker,
  CANCEL_REQUEST_CODE,
  GSSENC_REQUEST_CODE,
  PROTOCOL_VERSION_3,
  ProtocolViolation,
  SSL_REQUEST_CODE,
  closeMessage,
  errorResponse,
  isolateNames,
  readFrontendMessages,
  simpleQueryMessage,
  syncMessage,
  unitBoundary,
  type TransactionStatus,
} from './wire-messages.ts';

/** Runs protocol messages on the single session and streams the backend's answer. */
export interface SessionExecutor {
  execute(messages: Uint8Array, onData: (chunk: Uint8Array) => void): Promise<void>;
}

export interface SessionMultiplexerOptions {
  executor: SessionExecutor;
  /** What the backend answers to a StartupMessage (authentication, parameters, ReadyForQuery). */
  startupResponse: Buffer;
  maxConnections: number;
  /** Told about failures that are not any client's fault (the executor failing). */
  onError?: (error: unknown) => void;
}

/** First-come, first-served ownership of the session. */
class SessionLock {
  private holder: ClientConnection | undefined;
  private readonly waiting: Array<{ connection: ClientConnection; grant: () => void }> = [];

  acquire(connection: ClientConnection): Promise<void> {
    if (this.holder === connection) return Promise.resolve();
    if (!this.holder) {
      this.holder = connection;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ connection, grant }));
  }

  release(connection: ClientConnection): void {
    if (this.holder !== connection) return;
    const next = this.waiting.shift();
    this.holder = next?.connection;
    next?.grant();
  }
}

interface Unit {
  bytes: Buffer;
  boundary: 'ready' | 'flush' | 'copy';
}

let nextConnectionId = 1;

class ClientConnection {
  readonly id = nextConnectionId++;
  private inbound: Buffer = Buffer.alloc(0);
  private started = false;
  private closed = false;
  private pumping = false;
  /** Messages of a unit still being sent. */
  private partial: Buffer[] = [];
  private readonly units: Unit[] = [];
  private readonly namedStatements = new Set<string>();
  private readonly tracker = new BackendStreamTracker();
  /** False once this connection has left anything open on the session (a transaction, an unsynced sequence). */
  private sessionClean = true;
  private cleaned = false;
  private markFinished: () => void = () => undefined;
  /** Settles once the connection is closed and nothing of it is left on the session. */
  readonly finished = new Promise<void>((resolve) => (this.markFinished = resolve));

  constructor(
    private readonly socket: Socket,
    private readonly mux: SessionMultiplexer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.receive(data));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  private receive(data: Buffer): void {
    if (this.closed) return;
    this.inbound = this.inbound.length === 0 ? data : Buffer.concat([this.inbound, data]);
    try {
      if (!this.started && !this.readStartup()) return;
      const { messages, rest } = readFrontendMessages(this.inbound);
      this.inbound = rest;
      for (const msg of messages) {
        if (msg.type === 'X') {
          this.close();
          return;
        }
        const scoped = isolateNames(msg, `bw${this.id}_`, (name) => this.namedStatements.add(name));
        this.partial.push(scoped.bytes);
        const boundary = unitBoundary(msg.type);
        if (boundary !== 'none') {
          this.units.push({ bytes: Buffer.concat(this.partial), boundary });
          this.partial = [];
        }
      }
    } catch (error) {
      const text =
        error instanceof ProtocolViolation ? `protocol violation: ${error.message}` : 'bad message';
      this.fail('08P01', text);
      return;
    }
    void this.pump();
  }

  /** Answers the startup packets itself: PGlite's session was started once, when the host booted. */
  private readStartup(): boolean {
    while (!this.started) {
      if (this.inbound.length < 8) return false;
      const length = this.inbound.readInt32BE(0);
      const code = this.inbound.readInt32BE(4);
      if (length < 8 || length > 10_000) {
        this.fail('08P01', 'invalid startup packet');
        return false;
      }
      if (this.inbound.length < length) return false;
      this.inbound = this.inbound.subarray(length);
      if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) this.socket.write('N');
      else if (code === CANCEL_REQUEST_CODE) {
        // There is no backend process to interrupt; PostgreSQL also answers a cancel with silence.
        this.close();
        return false;
      } else if (code === PROTOCOL_VERSION_3) {
        if (!this.mux.admit(this)) {
          this.fail('53300', 'sorry, too many clients already');
          return false;
        }
        this.started = true;
        this.socket.write(this.mux.startupResponse);
      } else {
        this.fail('0A000', `unsupported frontend protocol ${code >>> 16}.${code & 0xffff}`);
        return false;
      }
    }
    return true;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closed && this.units.length > 0) {
        await this.mux.lock.acquire(this);
        if (this.closed) break;
        const unit = this.units.shift()!;
        const status = await this.run(unit.bytes, (chunk) => {
          if (!this.closed && this.socket.writable) this.socket.write(chunk);
        });
        // Hand the session on only when this connection left nothing open on it.
        this.sessionClean = status === 'I';
        if (this.sessionClean) this.mux.lock.release(this);
      }
    } catch (error) {
      this.mux.reportError(error);
      this.fail('XX000', 'the embedded database failed to run the statement');
    } finally {
      this.pumping = false;
    }
    if (this.closed) await this.cleanUp();
  }

  /** Runs messages on the session; resolves with the status of a final ReadyForQuery, if any. */
  private async run(
    bytes: Uint8Array,
    onData: (chunk: Uint8Array) => void,
  ): Promise<TransactionStatus | undefined> {
    this.tracker.reset();
    await this.mux.executor.execute(bytes, (chunk) => {
      this.tracker.push(chunk);
      onData(chunk);
    });
    return this.tracker.atMessageBoundary ? this.tracker.lastReadyStatus : undefined;
  }

  /**
   * A connection that went away may have left a transaction or an unsynced sequence open, and named
   * statements behind: end them before anyone else gets the session.
   */
  private async cleanUp(): Promise<void> {
    if (this.cleaned || this.pumping) return;
    this.cleaned = true;
    const mustClean = !this.sessionClean || this.namedStatements.size > 0;
    if (!mustClean) {
      this.mux.lock.release(this);
      this.mux.forget(this);
      this.markFinished();
      return;
    }
    try {
      await this.mux.lock.acquire(this);
      const discard = () => undefined;
      if (!this.sessionClean) {
        let status = await this.run(syncMessage(), discard);
        if (status !== 'I') status = await this.run(simpleQueryMessage('ROLLBACK'), discard);
        if (status !== 'I')
          this.mux.reportError(new Error(`session left in status ${status ?? '?'} after rollback`));
      }
      if (this.namedStatements.size > 0) {
        const closes = [...this.namedStatements].map((name) => closeMessage('S', name));
        await this.run(Buffer.concat([...closes, syncMessage()]), discard);
      }
    } catch (error) {
      this.mux.reportError(error);
    } finally {
      this.mux.lock.release(this);
      this.mux.forget(this);
      this.markFinished();
    }
  }

  /** Tells the client why it is being dropped; `end` lets that last message reach it before the close. */
  private fail(sqlState: string, text: string): void {
    const writable = this.socket.writable;
    this.close(writable);
    if (writable) this.socket.end(errorResponse('FATAL', sqlState, text));
  }

  close(gracefully = false): void {
    if (!this.closed) {
      this.closed = true;
      this.units.length = 0;
      this.partial = [];
      this.inbound = Buffer.alloc(0);
      if (!gracefully && !this.socket.destroyed) this.socket.destroy();
    }
    void this.cleanUp();
  }
}

export class SessionMultiplexer {
  readonly lock = new SessionLock();
  readonly executor: SessionExecutor;
  readonly startupResponse: Buffer;
  private readonly maxConnections: number;
  private readonly connections = new Set<ClientConnection>();
  private readonly onError: (error: unknown) => void;

  constructor(options: SessionMultiplexerOptions) {
    this.executor = options.executor;
    this.startupResponse = options.startupResponse;
    this.maxConnections = options.maxConnections;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Serves one client socket until it closes. */
  accept(socket: Socket): void {
    new ClientConnection(socket, this);
  }

  admit(connection: ClientConnection): boolean {
    if (this.connections.size >= this.maxConnections) return false;
    this.connections.add(connection);
    return true;
  }

  forget(connection: ClientConnection): void {
    this.connections.delete(connection);
  }

  reportError(error: unknown): void {
    this.onError(error);
  }

  /** Closes every client connection (the host is shutting down). */
  /** Closes every client connection and waits until each has left the session clean. */
  closeAll(): Promise<void> {
    const open = [...this.connections];
    for (const connection of open) connection.close();
    return Promise.all(open.map((connection) => connection.finished)).then(() => undefined);
  }
}
