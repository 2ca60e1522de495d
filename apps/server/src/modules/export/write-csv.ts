import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { ExportSourceData } from './export-columns.ts';

// RFC 4180 (CRLF, quotes doubled), and a cell starting with =, +, -, @, tab or CR is prefixed with
// a quote so no spreadsheet runs it as a formula (csv-stringify's escape_formulas).
const CSV_OPTIONS: Options = { record_delimiter: 'windows', escape_formulas: true, quoted_match: /^\s|\s$/ };
/** Excel reads a UTF-8 file as UTF-8 only when it starts with the byte-order mark. */
const BOM = '\ufeff';

/**
 * One source as a CSV file: a lazy stream that reads a batch of records only when its reader asks
 * for more (an HTTP response or a ZIP entry), so memory does not grow with the number of rows.
 */
export function csvStream({ columns, batches }: ExportSourceData): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield BOM + stringify([columns.map((column) => column.header)], CSV_OPTIONS);
    for await (const records of batches) {
      yield stringify(
        records.map((record) => columns.map((column) => column.value(record) ?? '')),
        CSV_OPTIONS,
      );
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
