import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { CHECK_SOURCE_LABELS, type CheckSource } from '@brandwright/contracts';
import { classLabel, STATE_WORDS, type ExportColumn, type ExportSourceData } from '../export-columns.ts';
import type { ExportPlan, ExportSourceSummary, TopConflict } from '../export-plan.ts';
import { roomIn, whenCancelled } from '../room-in.ts';
import { DISCLAIMER, sourceFigureWords } from '../summary-words.ts';
import { fontFor, registerReportFonts } from './report-fonts.ts';
import { cellFont, ReportTable, type TableFrame } from './report-table.ts';

/** Spec 2's empty texts, one per table. */
const EMPTY_TEXT: Record<CheckSource, string> = {
  uk_trademarks: 'No UK Trademarks found.',
  eu_trademarks: 'No EU Trademarks found.',
  us_trademarks: 'No US Trademarks found.',
  social: 'No Social Media results found.',
  social_users: 'No Social Media handles found.',
  domains: 'No Domain results found.',
  web: 'No Web results found.',
};

const RISK_COLOURS = { high: '#b42318', medium: '#b54708', low: '#027a48', none: '#027a48' } as const;
const RISK_WORDS = {
  high: 'High risk: at least one mark on the register is very close to this name.',
  medium: 'Medium risk: similar marks exist; a trademark attorney should compare goods and services.',
  low: 'Low risk: only distant marks were found.',
  none: 'No similar marks were found in the registers searched.',
} as const;

const MARGIN = 48;
const INK = '#111111';
const MUTED = '#555555';
const BRAND = '#1f3a5f';

const day = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The clearance report a consultant would hand to a client: a cover, a one-page summary, then each
 * source's table, with running headers and page numbers. Pages are written out as they fill
 * (pdfkit without buffered pages), so memory stays flat however long the tables are.
 */
export async function writePdf(
  plan: ExportPlan,
  sources: readonly ExportSourceData[],
  out: Writable,
): Promise<void> {
  const names = plan.search.names.join(', ');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margins: { top: MARGIN + 14, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    info: {
      Title: `Brand clearance report: ${names}`,
      Author: 'Brandwright',
      Subject: 'Trademark, domain, social and web search results',
      CreationDate: plan.generatedAt,
    },
  });
  registerReportFonts(doc);
  doc.pipe(out);
  const ended = once(doc, 'end');

  let pageNumber = 0;
  let section = '';
  doc.on('pageAdded', () => {
    pageNumber += 1;
    if (pageNumber > 1) drawPageFurniture(doc, names, section, pageNumber, plan.generatedAt);
  });

  drawCover(doc, plan);
  section = 'Summary';
  drawSummary(doc, plan);
  for (const { source, columns, batches } of sources) {
    const summary = plan.sources.find((candidate) => candidate.source === source);
    section = CHECK_SOURCE_LABELS[source];
    await drawSourceTable(doc, source, summary, columns, batches, out, plan.search.names.length > 1);
  }
  doc.end();
  await Promise.race([ended, whenCancelled(out)]);
}

/** Bytes of finished pages pdfkit may hold before the writer waits for its reader. */
const PDF_BUFFER_LIMIT = 1024 * 1024;

/**
 * pdfkit pushes finished pages into its own readable buffer at once, and the pipe to `out` only
 * moves them when the event loop turns: without this wait a long table would sit in memory whole.
 * Waits for the reader when it is behind (and fails when it has gone), otherwise lets the pipe run.
 */
async function flushed(doc: Readable, out: Writable): Promise<void> {
  while (doc.readableLength > PDF_BUFFER_LIMIT) {
    if (out.writableNeedDrain || out.destroyed) await roomIn(out);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  await roomIn(out);
}

/** Running header and footer; margins are lifted while drawing so pdfkit does not open a new page. */
function drawPageFurniture(
  doc: PDFKit.PDFDocument,
  names: string,
  section: string,
  pageNumber: number,
  generatedAt: Date,
): void {
  const { width, height, margins } = doc.page;
  const saved = { ...margins };
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  const header = `Brand clearance report: ${names}`;
  doc.fontSize(8).fillColor(MUTED);
  // Drawn on every page of a long table: Latin-1 text takes the cheap built-in font, and text is
  // placed by its measured width rather than through pdfkit's line wrapper where it fits.
  doc.font(cellFont(header));
  const fits = doc.widthOfString(header) <= width / 2;
  doc.text(
    header,
    MARGIN,
    MARGIN - 16,
    fits ? { lineBreak: false } : { width: width / 2, lineBreak: false, ellipsis: true },
  );
  doc.font(cellFont(section));
  doc.text(section, width - MARGIN - doc.widthOfString(section), MARGIN - 16, { lineBreak: false });
  doc
    .moveTo(MARGIN, MARGIN - 4)
    .lineTo(width - MARGIN, MARGIN - 4)
    .lineWidth(0.5)
    .stroke('#c8ced6');
  const footer = `Brandwright · ${day(generatedAt)} · Not legal advice: see the note on page 2`;
  doc
    .font(cellFont(footer))
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(footer, MARGIN, height - MARGIN + 8, { lineBreak: false });
  const number = `Page ${pageNumber}`;
  doc.font('Helvetica').text(number, width - MARGIN - doc.widthOfString(number), height - MARGIN + 8, {
    lineBreak: false,
  });
  doc.page.margins = saved;
  doc.fillColor(INK).x = MARGIN;
  doc.y = saved.top;
}

function drawCover(doc: PDFKit.PDFDocument, plan: ExportPlan): void {
  doc.addPage({ size: 'A4', layout: 'portrait' });
  const { width } = doc.page;
  doc.rect(0, 0, width, 170).fill(BRAND);
  doc.font('latin-bold').fontSize(13).fillColor('#ffffff').text('Brandwright', MARGIN, 56);
  doc.font('latin').fontSize(11).fillColor('#dce3ec').text('Brand clearance report', MARGIN, 78);
  doc.fillColor(INK).font('latin').fontSize(10);
  doc.y = 210;
  for (const name of plan.search.names) {
    doc
      .font(fontFor(name, true))
      .fontSize(30)
      .fillColor(INK)
      .text(name, MARGIN, doc.y, { width: width - MARGIN * 2 });
  }
  doc.moveDown(0.6);
  labelled(doc, 'Searched on', day(plan.search.createdAt));
  labelled(doc, 'Report generated', day(plan.generatedAt));
  const classes =
    plan.search.trademarkCat.length > 0
      ? plan.search.trademarkCat.map(classLabel).join('\n')
      : 'No class chosen: trademarks in every class were searched';
  labelled(doc, 'Trademark classes', classes);
  const searched = plan.sources
    .map((summary) => `${CHECK_SOURCE_LABELS[summary.source]}: ${STATE_WORDS[summary.state]}`)
    .join('\n');
  labelled(doc, 'Sources in this report', searched);
  if (plan.search.demo || plan.sources.some((summary) => summary.demoRegister)) {
    doc.moveDown(0.8);
    notice(
      doc,
      'Demo data: some results come from the labelled demo register or demo sources, not from real registers, registries or networks.',
    );
  }
}

function drawSummary(doc: PDFKit.PDFDocument, plan: ExportPlan): void {
  doc.addPage({ size: 'A4', layout: 'portrait' });
  heading(doc, 'Summary');
  if (plan.overallRisk) {
    const colour = RISK_COLOURS[plan.overallRisk];
    const top = doc.y;
    const label =
      plan.overallRisk === 'none'
        ? 'No similar trademarks'
        : `${capitalise(plan.overallRisk)} trademark risk`;
    doc.rect(MARGIN, top, doc.page.width - MARGIN * 2, 44).fill(colour);
    doc
      .font('latin-bold')
      .fontSize(14)
      .fillColor('#ffffff')
      .text(label, MARGIN + 12, top + 7);
    doc
      .font('latin')
      .fontSize(9)
      .text(RISK_WORDS[plan.overallRisk], MARGIN + 12, top + 26);
    doc.fillColor(INK);
    doc.y = top + 56;
  }
  const frame = pageFrame(doc, 'portrait');
  const sourceColumns: Array<ExportColumn<ExportSourceSummary>> = [
    { header: 'Source', width: 16, value: (summary) => CHECK_SOURCE_LABELS[summary.source] },
    { header: 'What we found', width: 60, value: sourceFigureWords },
  ];
  const sourceTable = new ReportTable(doc, frame, sourceColumns, doc.y);
  sourceTable.addRows(plan.sources);
  doc.y = sourceTable.bottomY + 16;
  if (plan.topConflicts.length > 0) {
    subheading(doc, 'Closest trademarks and why');
    const conflictTable = new ReportTable(doc, frame, conflictColumns, doc.y);
    conflictTable.addRows(plan.topConflicts);
    doc.y = conflictTable.bottomY + 16;
  }
  subheading(doc, 'Please note');
  doc
    .font('latin')
    .fontSize(9)
    .fillColor(MUTED)
    .text(DISCLAIMER, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
  doc.fillColor(INK);
}

const OFFICE: Partial<Record<CheckSource, string>> = {
  uk_trademarks: 'UK',
  eu_trademarks: 'EU',
  us_trademarks: 'US',
};

const conflictColumns: Array<ExportColumn<TopConflict>> = [
  { header: 'Mark', width: 16, value: (conflict) => conflict.mark },
  {
    header: 'Register',
    width: 14,
    value: (conflict) => `${OFFICE[conflict.source] ?? ''} ${conflict.number}`,
  },
  { header: 'Status', width: 10, value: (conflict) => conflict.status },
  { header: 'Classes', width: 8, value: (conflict) => conflict.classes.join(', ') },
  { header: 'Risk', width: 7, value: (conflict) => capitalise(conflict.risk) },
  { header: 'Why', width: 30, value: (conflict) => conflict.reasons.join('; ') },
];

async function drawSourceTable(
  doc: PDFKit.PDFDocument,
  source: CheckSource,
  summary: ExportSourceSummary | undefined,
  columns: ReadonlyArray<ExportColumn<unknown>>,
  batches: AsyncIterable<readonly unknown[]>,
  out: Writable,
  manyNames: boolean,
): Promise<void> {
  doc.addPage({ size: 'A4', layout: 'landscape' });
  heading(doc, CHECK_SOURCE_LABELS[source]);
  if (summary) {
    doc
      .font(fontFor(sourceFigureWords(summary)))
      .fontSize(9)
      .fillColor(MUTED);
    doc.text(sourceFigureWords(summary), MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
    doc.fillColor(INK).moveDown(0.6);
  }
  const frame = pageFrame(doc, 'landscape');
  const printed = columns.filter((column) => manyNames || column.perName !== true);
  const table = new ReportTable<unknown>(doc, frame, printed, doc.y);
  let rows = 0;
  for await (const records of batches) {
    table.addRows(records);
    rows += records.length;
    await flushed(doc, out);
  }
  if (rows === 0) {
    doc
      .font('latin')
      .fontSize(9)
      .fillColor(MUTED)
      .text(EMPTY_TEXT[source], MARGIN, table.bottomY + 8);
    doc.fillColor(INK);
  }
}

/** Where a table may draw on the current page, and how it continues on a new one of the same layout. */
function pageFrame(doc: PDFKit.PDFDocument, layout: 'portrait' | 'landscape'): TableFrame {
  return {
    left: MARGIN,
    width: doc.page.width - MARGIN * 2,
    bottom: () => doc.page.height - doc.page.margins.bottom,
    newPage: () => {
      doc.addPage({ size: 'A4', layout });
      return doc.page.margins.top;
    },
  };
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font(fontFor(text, true)).fontSize(16).fillColor(BRAND).text(text, MARGIN, doc.page.margins.top);
  doc.fillColor(INK).moveDown(0.4);
}

function subheading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage({ size: 'A4', layout: 'portrait' });
  doc.font('latin-bold').fontSize(11).fillColor(BRAND).text(text, MARGIN, doc.y);
  doc.fillColor(INK).moveDown(0.3);
}

function labelled(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.moveDown(0.5);
  doc.font('latin-bold').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), MARGIN, doc.y);
  doc
    .font(fontFor(value))
    .fontSize(11)
    .fillColor(INK)
    .text(value, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
}

function notice(doc: PDFKit.PDFDocument, text: string): void {
  const width = doc.page.width - MARGIN * 2;
  doc.font('latin').fontSize(9);
  const height = doc.heightOfString(text, { width: width - 16 }) + 14;
  const top = doc.y;
  doc.rect(MARGIN, top, width, height).fill('#fff4e5');
  doc.fillColor('#7a4100').text(text, MARGIN + 8, top + 7, { width: width - 16 });
  doc.fillColor(INK);
  doc.y = top + height + 6;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
