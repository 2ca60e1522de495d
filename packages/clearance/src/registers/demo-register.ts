// The demo register for the embedded default: real brand names from the `simple-icons` package (titles
// data, CC0-1.0) plus synthetic marks, spread over UK/EU/US, every row source = 'demo' so that the API
// and the UI can say it is demo data. Loaded once; later calls see the rows and return at once.
import { createRequire } from 'node:module';
import type pg from 'pg';
import { importRecords, refreshStatistics, type ImportResult } from './import-marks.ts';
import { seededRandom, syntheticMarks } from './synthetic-marks.ts';
import type { MarkRecord, Office } from './types.ts';
import type { JsonlReadItem } from './read-jsonl.ts';

interface SimpleIcon {
  title: string;
  slug: string;
}

const SYNTHETIC_DEMO_MARKS = 3000;

export function demoBrandTitles(): string[] {
  const require = createRequire(import.meta.url);
  const icons = require('simple-icons/icons.json') as SimpleIcon[];
  return icons.map((icon) => icon.title);
}

function* demoMarks(): Generator<JsonlReadItem> {
  const random = seededRandom(7);
  const offices: Office[] = ['UK', 'EU', 'US'];
  let serial = 0;
  for (const title of demoBrandTitles()) {
    // Each brand lands in one or two offices, with one to three classes.
    const first = Math.floor(random() * 3);
    const count = random() < 0.4 ? 2 : 1;
    for (let offset = 0; offset < count; offset += 1) {
      const office = offices[(first + offset) % 3] as Office;
      serial += 1;
      const classes = new Set<number>([[9, 42, 35, 38, 41, 25][Math.floor(random() * 6)] as number]);
      if (random() < 0.5) classes.add(1 + Math.floor(random() * 45));
      const mark: MarkRecord = {
        office,
        number: `DEMO-${office}-${String(serial).padStart(6, '0')}`,
        name: title,
        status: random() < 0.9 ? 'registered' : 'pending',
        rawStatus: 'demo data',
        classes: [...classes],
        filed: `${2000 + Math.floor(random() * 24)}-01-15`,
        owners: [`${title} (demo owner)`],
        officeUrl: null,
        source: 'demo',
      };
      yield { kind: 'mark', mark, at: `demo:${title}` };
    }
  }
  for (const mark of syntheticMarks(SYNTHETIC_DEMO_MARKS, { seed: 11, source: 'demo' })) {
    serial += 1;
    yield {
      kind: 'mark',
      mark: { ...mark, number: `DEMO-${mark.office}-${String(serial).padStart(6, '0')}`, officeUrl: null },
      at: `demo:${mark.name}`,
    };
  }
}

/** Loads the demo register unless the table already holds demo marks. Returns null when nothing was done. */
export async function ensureDemoRegister(database: { pool: pg.Pool }): Promise<ImportResult | null> {
  const existing = await database.pool.query("SELECT 1 FROM marks WHERE source = 'demo' LIMIT 1");
  if (existing.rowCount) return null;
  const report = await importRecords(database.pool, demoMarks(), { source: 'demo' });
  await refreshStatistics(database.pool, report);
  return report;
}
