// npm run registers -- import | search | synth | classes …  (see the usage text below)
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Database } from '@brandwright/db';
import { ensureDemoRegister } from './demo-register.ts';
import { importMarks } from './import-marks.ts';
import { isOffice } from './mark-validation.ts';
import { openRegisterDatabase } from './open-register-database.ts';
import { parseClasses, parseOffices, RegisterSearchError, searchMarksWithOutcome } from './search-marks.ts';
import { writeSyntheticJsonl } from './synthetic-marks.ts';
import { IMPORT_FORMATS, type ImportFormat, type SearchHit } from './types.ts';

const USAGE = `Usage:
  registers import --format euipo-xml|uspto-xml|ukipo|jsonl [--office UK|EU|US] <files or folders...>
  registers search "<name>" [--office UK,EU,US] [--classes 9,25] [--limit 20] [--json]
  registers search --batch <queries.jsonl> [--limit 10] [--json]
  registers synth --count N --out file.jsonl [--seed 42]
  registers classes "<term>" [--json] | --batch <file> [--json]
Database: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded, default ./data).
A search in an empty register loads the labelled demo register first, as the server does on start
(DEMO_REGISTER: auto = embedded database only, on, off).`;

class UsageError extends Error {}

function list(value: string | undefined): string[] | undefined {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;
}

function classList(value: string | undefined): number[] | undefined {
  return list(value)?.map((item) => {
    const number = Number(item);
    if (!Number.isInteger(number))
      throw new RegisterSearchError('unknown_class', `Unknown class "${item}": Nice classes are 1 to 45.`);
    return number;
  });
}

/** Exactly the documented shape; demo rows are labelled in the human-readable output. */
function present(hit: SearchHit) {
  const { office, number, name, status, classes, score, risk, reasons } = hit;
  return { office, number, name, status, classes, score, risk, reasons };
}

async function runImport(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string' }, office: { type: 'string' } },
  });
  const format = values.format as ImportFormat | undefined;
  if (!format || !IMPORT_FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
  if (values.office !== undefined && !isOffice(values.office))
    throw new UsageError('--office must be UK, EU or US');
  if (positionals.length === 0) throw new UsageError('name at least one file or folder to import');
  const database = await openRegisterDatabase();
  try {
    const started = performance.now();
    const report = await importMarks(database.pool, format, positionals, {
      office: isOffice(values.office) ? values.office : undefined,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(JSON.stringify({ ...report, seconds: Math.round(seconds * 100) / 100 }, null, 2));
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * What `npm start` does for a fresh install, for the search command: an empty register gets the demo
 * register (every row labelled demo data), so the README's example finds the demo STARBUCKS without a
 * server having run. A register holding any marks (imported or demo) is left as it is.
 */
async function ensureDemoForSearch(database: Database, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const setting = env.DEMO_REGISTER || 'auto';
  if (setting !== 'auto' && setting !== 'on' && setting !== 'off')
    throw new UsageError('DEMO_REGISTER must be auto, on or off');
  if (setting === 'off' || (setting === 'auto' && database.kind !== 'pglite')) return;
  const any = await database.pool.query('SELECT 1 FROM marks LIMIT 1');
  if (any.rowCount) return;
  const report = await ensureDemoRegister(database);
  if (report)
    console.error(`The register was empty: loaded the demo register (${report.imported} marks, demo data).`);
}

interface BatchQuery {
  name: string;
  offices?: string[];
  classes?: number[];
}

async function runSearch(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      office: { type: 'string' },
      classes: { type: 'string' },
      limit: { type: 'string' },
      batch: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const limit = values.limit ? Number(values.limit) : undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new UsageError('--limit must be a positive whole number');
  if (!values.batch && positionals.length === 0)
    throw new UsageError('give a name to search or --batch <file>');
  // Bad offices or classes are reported before the database is opened.
  const offices = parseOffices(list(values.office));
  const classes = parseClasses(classList(values.classes));
  const database = await openRegisterDatabase();
  try {
    await ensureDemoForSearch(database);
    if (values.batch) {
      const lines = (await readFile(values.batch, 'utf8')).split('\n').filter((line) => line.trim() !== '');
      for (const line of lines) {
        let query: BatchQuery;
        try {
          query = JSON.parse(line) as BatchQuery;
        } catch {
          console.log(JSON.stringify({ name: null, error: 'invalid JSON line', results: [], ms: 0 }));
          continue;
        }
        const started = performance.now();
        try {
          const { hits, complete } = await searchMarksWithOutcome(database, {
            name: String(query.name ?? ''),
            offices: query.offices,
            classes: query.classes,
            limit: limit ?? 10,
          });
          const ms = Math.round((performance.now() - started) * 100) / 100;
          // `incomplete` appears only when the spelling-neighbour branch reached its count bound, so a
          // reader never takes a partial answer for a full one.
          const line = { name: query.name, results: hits.map(present), ms };
          console.log(JSON.stringify(complete ? line : { ...line, incomplete: true }));
        } catch (error) {
          if (!(error instanceof RegisterSearchError)) throw error;
          console.log(JSON.stringify({ name: query.name, error: error.message, results: [], ms: 0 }));
        }
      }
      return 0;
    }
    const { hits, complete } = await searchMarksWithOutcome(database, {
      name: positionals.join(' '),
      offices,
      classes,
      limit: limit ?? 20,
    });
    if (!complete) {
      console.error(
        'Warning: more marks share a piece of this name than the spelling-neighbour search reads; the results may be incomplete.',
      );
    }
    if (values.json) console.log(JSON.stringify(hits.map(present)));
    else {
      for (const hit of hits) {
        console.log(
          `${hit.risk.padEnd(6)} ${hit.score.toFixed(3)}  ${hit.office} ${hit.number}  ${hit.name}  [${hit.status}; classes ${hit.classes.join(',')}]  ${hit.reasons.join(', ')}${hit.source === 'demo' ? '  (demo data)' : ''}`,
        );
      }
      if (hits.length === 0)
        console.log(complete ? 'No conflicting marks found.' : 'No conflicting marks found so far.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function runSynth(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { count: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 0) throw new UsageError('--count must be a whole number');
  if (!values.out) throw new UsageError('--out <file.jsonl> is required');
  await writeSyntheticJsonl(values.out, count, values.seed ? Number(values.seed) : 42);
  console.error(`wrote ${count} synthetic marks to ${values.out}`);
  return 0;
}

async function runClasses(args: string[]): Promise<number> {
  // The Nice class finder lives in ../classes (its own module); loaded only when asked for.
  const module = await import('../classes/cli-classes.ts');
  return module.runClassesCommand(args);
}

export async function runRegistersCli(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'import') return await runImport(args);
    if (command === 'search') return await runSearch(args);
    if (command === 'synth') return await runSynth(args);
    if (command === 'classes') return await runClasses(args);
    console.error(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof RegisterSearchError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
    ) {
      console.error(`registers: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRegistersCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`registers: ${(error as Error).stack ?? String(error)}`);
      process.exit(1);
    },
  );
}
