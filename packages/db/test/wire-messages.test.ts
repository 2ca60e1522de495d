import { describe, expect, it } from 'vitest';
import {
  BackendStreamTracker,
  ProtocolViolation,
  closeMessage,
  isolateNames,
  message,
  readFrontendMessages,
  simpleQueryMessage,
  syncMessage,
  unitBoundary,
} from '../src/embedded/wire-messages.ts';

const typed = message;

const readyForQuery = (status: string) => typed('Z', Buffer.from(status, 'latin1'));
const dataRow = (text: string) =>
  typed('D', Buffer.from(`\0\x01\0\0\0${String.fromCharCode(text.length)}${text}`, 'latin1'));

describe('frontend framing', () => {
  it('splits whole messages and keeps a partial one for later', () => {
    const bytes = Buffer.concat([simpleQueryMessage('SELECT 1'), syncMessage()]);
    const { messages, rest } = readFrontendMessages(bytes.subarray(0, bytes.length - 2));
    expect(messages.map((m) => m.type)).toEqual(['Q']);
    expect(rest.length).toBe(3);
    const again = readFrontendMessages(Buffer.concat([rest, bytes.subarray(bytes.length - 2)]));
    expect(again.messages.map((m) => m.type)).toEqual(['S']);
    expect(again.rest.length).toBe(0);
  });

  it('refuses impossible lengths instead of waiting for them', () => {
    const bad = Buffer.from([0x51, 0x7f, 0xff, 0xff, 0xff]);
    expect(() => readFrontendMessages(bad)).toThrow(ProtocolViolation);
    expect(() => readFrontendMessages(Buffer.from([0x51, 0, 0, 0, 2]))).toThrow(ProtocolViolation);
  });

  it('knows which messages end a unit of work', () => {
    expect(['S', 'Q', 'F', 'H', 'c', 'f', 'P', 'B', 'E', 'd'].map(unitBoundary)).toEqual([
      'ready',
      'ready',
      'ready',
      'flush',
      'copy',
      'copy',
      'none',
      'none',
      'none',
      'none',
    ]);
  });
});

describe('per-connection statement names', () => {
  const parse = (name: string) => ({
    type: 'P',
    bytes: typed('P', Buffer.from(`${name}\0SELECT 1\0\0\0`, 'latin1')),
  });

  it('prefixes named statements and portals, leaves unnamed ones alone', () => {
    const seen: string[] = [];
    const named = isolateNames(parse('s1'), 'bw7_', (name) => seen.push(name));
    expect(named.bytes.toString('latin1')).toContain('bw7_s1\0SELECT 1\0');
    expect(named.bytes.readInt32BE(1)).toBe(named.bytes.length - 1);
    expect(seen).toEqual(['bw7_s1']);

    const unnamed = parse('');
    expect(isolateNames(unnamed, 'bw7_', () => undefined)).toBe(unnamed);

    const bind = { type: 'B', bytes: typed('B', Buffer.from('p1\0s1\0\0\0\0\0\0\0', 'latin1')) };
    expect(isolateNames(bind, 'bw7_', () => undefined).bytes.toString('latin1')).toContain(
      'bw7_p1\0bw7_s1\0',
    );
    const close = { type: 'C', bytes: closeMessage('S', 's1') };
    expect(isolateNames(close, 'bw7_', () => undefined).bytes.toString('latin1')).toContain('Sbw7_s1\0');
    const execute = { type: 'E', bytes: typed('E', Buffer.from('p1\0\0\0\0\0', 'latin1')) };
    expect(isolateNames(execute, 'bw7_', () => undefined).bytes.toString('latin1')).toContain('bw7_p1\0');
  });
});

describe('backend stream tracking', () => {
  const answer = Buffer.concat([
    dataRow('x'.repeat(40)),
    typed('C', Buffer.from('SELECT 1\0')),
    readyForQuery('T'),
  ]);

  it('finds the final ReadyForQuery status however the output is cut into chunks', () => {
    for (let cut = 1; cut < answer.length; cut++) {
      const tracker = new BackendStreamTracker();
      tracker.push(answer.subarray(0, cut));
      tracker.push(answer.subarray(cut));
      expect(tracker.atMessageBoundary).toBe(true);
      expect(tracker.lastReadyStatus).toBe('T');
    }
  });

  it('reports no status when output stops after a message other than ReadyForQuery', () => {
    const tracker = new BackendStreamTracker();
    tracker.push(Buffer.concat([readyForQuery('I'), dataRow('Z')]));
    expect(tracker.lastReadyStatus).toBeUndefined();
    tracker.reset();
    tracker.push(readyForQuery('I').subarray(0, 5));
    expect(tracker.atMessageBoundary).toBe(false);
  });
});
