import { PassThrough, type Readable, type Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { DbOrTx } from '@brandwright/db';
import { exportFileName, isZipForced, type ExportQuery } from '@brandwright/contracts';
import { exportSourceData } from './export-columns.ts';
import type { ExportPlan } from './export-plan.ts';
import { writePdf } from './pdf/write-pdf.ts';
import { readExportRecords } from './read-export-records.ts';
import { csvStream } from './write-csv.ts';
import { writeXlsx } from './write-xlsx.ts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** The file's bytes, produced as they are read. An error mid-way destroys the stream. */
  body: Readable;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
} as const;

/**
 * The file an export answers. CSV is one file per source: zipped when the spec forces it (trademarks,
 * or more than one other source) or when there is more than one file. PDF and XLSX are one file,
 * zipped when asked. Records are read a batch at a time while the file is written.
 */
export function buildExport(db: DbOrTx, plan: ExportPlan, query: ExportQuery): ExportFile {
  const sources = plan.sources.map(({ source }) =>
    exportSourceData(source, readExportRecords(db, plan.search.id, source)),
  );
  if (query.format === 'csv') {
    const files = sources.map((data) => ({
      name: `${data.source}.csv`,
      body: csvStream(data),
    }));
    const [only] = files;
    if (only && files.length === 1 && !query.zip && !isZipForced('csv', query.dataSources)) {
      return { fileName: exportFileName('csv', false), contentType: CONTENT_TYPES.csv, body: only.body };
    }
    return zipped(files);
  }
  const body = new PassThrough();
  const write = query.format === 'pdf' ? writePdf : writeXlsx;
  void runInto(body, write(plan, sources, body));
  const fileName = exportFileName(query.format, false);
  if (!query.zip) return { fileName, contentType: CONTENT_TYPES[query.format], body };
  return zipped([{ name: fileName, body }]);
}

/** A writer's failure reaches the reader as a destroyed stream instead of an unhandled rejection. */
async function runInto(out: Writable, work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

function zipped(files: ReadonlyArray<{ name: string; body: Readable }>): ExportFile {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const body = new PassThrough();
  archive.on('error', (error) => body.destroy(error));
  for (const file of files) {
    file.body.on('error', (error) => archive.abort() && body.destroy(error));
    archive.append(file.body, { name: file.name });
  }
  archive.pipe(body);
  // A download cancelled half-way stops the archive and, through it, the entries' record readers.
  let finished = false;
  archive.on('end', () => (finished = true));
  body.on('close', () => {
    if (!finished) archive.abort();
  });
  void archive
    .finalize()
    .catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: exportFileName('csv', true), contentType: CONTENT_TYPES.zip, body };
}
