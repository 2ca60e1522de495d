import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exportSourceData } from '../src/modules/export/export-columns.ts';
import type { ExportPlan } from '../src/modules/export/export-plan.ts';
import { writePdf } from '../src/modules/export/pdf/write-pdf.ts';
import { roomIn } from '../src/modules/export/room-in.ts';
import { writeXlsx } from '../src/modules/export/write-xlsx.ts';
import { webRecordFor } from './helpers/seed-check-search.ts';

// The writers without a database: what they do when the reader goes away half-way.

const plan: ExportPlan = {
  search: {
    id: '00000000-0000-0000-0000-000000000000',
    token: 'AAAAAAAAAAAAAAAAAAAAAA',
    userId: '00000000-0000-0000-0000-000000000001',
    keyword: 'Zestora',
    names: ['Zestora'],
    jobTypes: ['web_search'],
    trademarkCat: [],
    reportCat: '',
    options: {},
    demo: false,
    completedAt: new Date('2026-01-02T00:00:00Z'),
    createdAt: new Date('2026-01-01T00:00:00Z'),
  },
  sources: [
    {
      source: 'web',
      state: 'done',
      reason: null,
      records: 100_000,
      availability: null,
      risks: null,
      totalHits: null,
      demoRegister: false,
    },
  ],
  topConflicts: [],
  overallRisk: null,
  generatedAt: new Date('2026-01-02T00:00:00Z'),
};

/** 100 batches of 1,000 web records, counting how many the writer pulled. */
function countedBatches() {
  const pulled = { batches: 0, closed: false };
  async function* batches() {
    try {
      for (let batch = 0; batch < 100; batch += 1) {
        pulled.batches += 1;
        yield Array.from({ length: 1000 }, (_, index) => webRecordFor(batch * 1000 + index));
      }
    } finally {
      pulled.closed = true;
    }
  }
  return { pulled, batches: batches() };
}

/** A reader that takes a little and then is destroyed, as a cancelled download is. */
function cancellingReader(out: PassThrough, afterBytes: number): void {
  let seen = 0;
  out.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen >= afterBytes) out.destroy();
  });
}

describe('a cancelled export', () => {
  it('roomIn waits for drain, and rejects at once for a destroyed stream', async () => {
    const slow = new Writable({ highWaterMark: 4, write: (_chunk, _encoding, done) => setImmediate(done) });
    slow.write('more than four bytes');
    expect(slow.writableNeedDrain).toBe(true);
    await roomIn(slow);
    expect(slow.writableNeedDrain).toBe(false);
    slow.destroy();
    await expect(roomIn(slow)).rejects.toThrow('cancelled');
  });

  it.each([
    ['pdf', writePdf],
    ['xlsx', writeXlsx],
  ] as const)('stops reading records when the %s reader goes away', async (_format, write) => {
    const { pulled, batches } = countedBatches();
    const out = new PassThrough();
    cancellingReader(out, 4 * 1024);
    await expect(write(plan, [exportSourceData('web', batches)], out)).rejects.toThrow();
    expect(pulled.batches).toBeLessThan(100);
    expect(pulled.closed).toBe(true);
  });
});
