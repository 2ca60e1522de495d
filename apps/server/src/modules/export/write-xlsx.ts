import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CHECK_SOURCE_LABELS } from '@brandwright/contracts';
import { classLabel, type ExportSourceData } from './export-columns.ts';
import type { ExportPlan } from './export-plan.ts';
import { roomIn, whenCancelled } from './room-in.ts';
import { DISCLAIMER, sourceFigureWords } from './summary-words.ts';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A5F' } };
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };
const LINK_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF1155CC' }, underline: true };

/**
 * The workbook: a summary sheet, then one sheet per source with a styled, frozen header row, an
 * autofilter, column widths and hyperlinks. exceljs's streaming writer commits each row to the
 * output as it goes, so only the current batch is held in memory.
 */
export async function writeXlsx(
  plan: ExportPlan,
  sources: readonly ExportSourceData[],
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Brandwright';
  workbook.created = plan.generatedAt;
  writeSummarySheet(workbook, plan);
  const cancelled = whenCancelled(out);
  for (const source of sources) await writeSourceSheet(workbook, source, out, cancelled);
  await Promise.race([workbook.commit(), cancelled]);
}

function writeSummarySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, plan: ExportPlan): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { key: 'label', width: 28 },
    { key: 'value', width: 90 },
  ];
  const add = (label: string, value: string, bold = false) => {
    const row = sheet.addRow({ label, value });
    row.getCell(1).font = { bold: true };
    if (bold) row.getCell(2).font = { bold: true };
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  };
  const title = sheet.addRow({ label: `Brand check: ${plan.search.names.join(', ')}` });
  title.font = { bold: true, size: 14 };
  title.commit();
  add('Searched on', plan.search.createdAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC');
  add('Exported on', plan.generatedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC');
  add(
    'Trademark classes',
    plan.search.trademarkCat.length > 0 ? plan.search.trademarkCat.map(classLabel).join('\n') : 'All classes',
  );
  if (plan.overallRisk)
    add('Trademark risk', plan.overallRisk === 'none' ? 'No similar marks found' : plan.overallRisk, true);
  for (const summary of plan.sources) add(CHECK_SOURCE_LABELS[summary.source], sourceFigureWords(summary));
  for (const conflict of plan.topConflicts) {
    add(
      `Conflict: ${conflict.mark}`,
      `${conflict.risk} risk, ${CHECK_SOURCE_LABELS[conflict.source]} ${conflict.number} (${conflict.status}; classes ${conflict.classes.join(', ')}): ${conflict.reasons.join('; ')}`,
    );
  }
  add('Please note', DISCLAIMER);
  sheet.commit();
}

async function writeSourceSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  { source, columns, batches }: ExportSourceData,
  out: Writable,
  cancelled: Promise<never>,
): Promise<void> {
  const sheet = workbook.addWorksheet(CHECK_SOURCE_LABELS[source].slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({ key: String(index), width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.font = HEADER_FONT;
  });
  header.commit();
  let rows = 0;
  for await (const records of batches) {
    for (const record of records) {
      const row = sheet.addRow(columns.map((column) => column.value(record)));
      columns.forEach((column, index) => {
        const href = column.href?.(record);
        if (!href) return;
        const cell = row.getCell(index + 1);
        cell.value = { text: String(cell.value ?? href), hyperlink: href };
        cell.font = LINK_FONT;
      });
      row.commit();
    }
    rows += records.length;
    // Inside the loop, so a cancelled download also ends the record reader (the loop's exit closes it).
    await Promise.race([roomIn(out).then(() => sheetRoom(sheet)), cancelled]);
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, rows + 1), column: columns.length },
  };
  sheet.commit();
}

/**
 * exceljs's streaming writer (4.4) never says "slow down": a committed row goes into the sheet's
 * buffer, which forwards it into a stream archiver reads when it reaches that sheet. Waiting for that
 * stream to drain keeps the rows in memory to about one batch; without it, every row of a large sheet
 * would queue before the first byte was compressed. Should a later exceljs change this shape, the
 * wait falls back to letting the event loop run once per batch.
 */
async function sheetRoom(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  const input: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  if (input instanceof Writable) await roomIn(input);
  else await new Promise((resolve) => setImmediate(resolve));
}
