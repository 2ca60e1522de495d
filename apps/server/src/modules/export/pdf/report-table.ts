import type { CellValue, ExportColumn } from '../export-columns.ts';
import { fontFor } from './report-fonts.ts';

export const TABLE_FONT_SIZE = 7.5;
const LINE_HEIGHT = TABLE_FONT_SIZE * 1.35;
/** A long cell shows at most this many lines, ending in an ellipsis: a row never outgrows a page. */
const MAX_CELL_LINES = 4;
const CELL_PADDING = 2.5;
const HEADER_FILL = '#1f3a5f';
const STRIPE_FILL = '#f3f5f8';
const INK = '#111111';
const LINK_INK = '#1155cc';

export interface TableFrame {
  left: number;
  width: number;
  /** Where the body of a page ends (above the footer). */
  bottom: () => number;
  /** Adds a page and answers where its content starts (below the running header). */
  newPage: () => number;
}

// Table cells in Latin-1 (English and most Western European text) use the PDF's built-in Helvetica,
// whose Windows-1252 encoding covers them: its widths come from a metrics table instead of OpenType
// shaping, which makes a 50,000-row table several times faster to lay out.
const PLAIN = /^[\x20-\x7e\xa0-\xff]*$/;
export const cellFont = (text: string, bold = false): string =>
  PLAIN.test(text) ? (bold ? 'Helvetica-Bold' : 'Helvetica') : fontFor(text, bold);

const cellText = (value: CellValue): string =>
  value === null ? '' : typeof value === 'number' ? String(value) : value.replace(/\s+/g, ' ').trim();

/**
 * Draws a table a batch of rows at a time: the header row repeats on every page, rows are striped
 * (stripes instead of rules: one operator fewer per row),
 * and each cell picks the font that draws its script. Row heights are estimated from the text's
 * width (the text is clipped to that height with an ellipsis), which is far cheaper than wrapping
 * each cell twice and keeps 50,000 rows within seconds.
 */
export class ReportTable<R> {
  private readonly columns: ReadonlyArray<ExportColumn<R>>;
  private readonly widths: number[];
  private y: number;
  private rowIndex = 0;
  private currentInk: string | null = null;
  private headerLines: number | undefined;
  private helveticaAdvances: number[] | undefined;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly frame: TableFrame,
    columns: ReadonlyArray<ExportColumn<R>>,
    startY: number,
  ) {
    this.columns = columns.filter((column) => column.inPdf !== false);
    const total = this.columns.reduce((sum, column) => sum + column.width, 0);
    this.widths = this.columns.map((column) => (column.width / total) * frame.width);
    this.y = startY;
    this.ensureRoom(LINE_HEIGHT * 3);
    this.drawHeader();
  }

  addRows(records: readonly R[]): void {
    for (const record of records) this.addRow(record);
  }

  /** Where the next content may start. */
  get bottomY(): number {
    return this.y;
  }

  private addRow(record: R): void {
    const doc = this.doc;
    doc.fontSize(TABLE_FONT_SIZE);
    const cells = this.columns.map((column, index) => {
      const text = cellText(column.value(record));
      if (text === '') return { text, font: 'Helvetica', lines: 0 };
      const font = cellFont(text);
      const inner = (this.widths[index] ?? 0) - CELL_PADDING * 2;
      // No glyph is wider than the font size: short texts fit without being measured.
      if (text.length * TABLE_FONT_SIZE <= inner) return { text, font, lines: 1 };
      const width = this.estimateWidth(text, font);
      const lines =
        width <= inner ? 1 : Math.min(MAX_CELL_LINES, Math.ceil((width * 1.08) / Math.max(inner, 1)));
      return { text, font, lines };
    });
    const lines = Math.max(1, ...cells.map((cell) => cell.lines));
    const height = lines * LINE_HEIGHT + CELL_PADDING * 2;
    if (this.ensureRoom(height)) this.drawHeader();
    if (this.rowIndex % 2 === 1) {
      doc.rect(this.frame.left, this.y, this.frame.width, height).fill(STRIPE_FILL);
      this.currentInk = STRIPE_FILL;
    }
    let x = this.frame.left;
    cells.forEach((cell, index) => {
      const width = this.widths[index] ?? 0;
      if (cell.lines > 0) {
        const href = this.columns[index]?.href?.(record) ?? null;
        doc.font(cell.font);
        this.ink(href ? LINK_INK : INK);
        // pdfkit sizes a link's box from the text's width option, so link cells always give it.
        const link = href ? { link: href, underline: true, width: width - CELL_PADDING * 2 } : {};
        // A cell that fits on one line skips pdfkit's line wrapper, the costliest part of a long table.
        const layout =
          cell.lines === 1
            ? { lineBreak: false, ...link }
            : {
                width: width - CELL_PADDING * 2,
                height: cell.lines * LINE_HEIGHT,
                ellipsis: true,
                lineGap: LINE_HEIGHT - TABLE_FONT_SIZE * 1.17,
                ...link,
              };
        doc.text(cell.text, x + CELL_PADDING, this.y + CELL_PADDING, layout);
      }
      x += width;
    });
    this.y += height;
    this.rowIndex += 1;
  }

  /**
   * A cell's width for choosing its row height. Helvetica's advances come from a table built once
   * (kerning only ever narrows a Latin line a little, and the line estimate keeps a margin), which
   * saves measuring each cell twice; other fonts are measured by pdfkit.
   */
  private estimateWidth(text: string, font: string): number {
    if (font !== 'Helvetica') return this.doc.font(font).widthOfString(text);
    if (!this.helveticaAdvances) {
      this.doc.font('Helvetica');
      this.helveticaAdvances = Array.from({ length: 256 }, (_, code) =>
        code < 0x20 ? 0 : this.doc.widthOfString(String.fromCharCode(code)),
      );
    }
    let width = 0;
    for (let index = 0; index < text.length; index += 1) {
      width += this.helveticaAdvances[text.charCodeAt(index)] ?? TABLE_FONT_SIZE;
    }
    return width;
  }

  /** Sets the text colour only when it changes: a colour operator per cell adds up over 50,000 rows. */
  private ink(colour: string): void {
    if (this.currentInk === colour) return;
    this.doc.fillColor(colour);
    this.currentInk = colour;
  }

  /** Starts a new page when `height` does not fit; answers whether it did. */
  private ensureRoom(height: number): boolean {
    if (this.y + height <= this.frame.bottom()) return false;
    this.y = this.frame.newPage();
    this.currentInk = null;
    return true;
  }

  private drawHeader(): void {
    const doc = this.doc;
    doc.fontSize(TABLE_FONT_SIZE);
    // Headers wrap onto a second line rather than lose their words; measured once per table.
    const lines = (this.headerLines ??= Math.max(
      ...this.columns.map((column, index) => {
        const width = (this.widths[index] ?? 0) - CELL_PADDING * 2;
        const height = doc.font(cellFont(column.header, true)).heightOfString(column.header, { width });
        return Math.min(2, Math.max(1, Math.round(height / (TABLE_FONT_SIZE * 1.17))));
      }),
    ));
    const height = lines * LINE_HEIGHT + CELL_PADDING * 2;
    doc.rect(this.frame.left, this.y, this.frame.width, height).fill(HEADER_FILL);
    let x = this.frame.left;
    doc.fillColor('#ffffff');
    this.currentInk = '#ffffff';
    this.columns.forEach((column, index) => {
      const width = this.widths[index] ?? 0;
      doc.font(cellFont(column.header, true)).text(column.header, x + CELL_PADDING, this.y + CELL_PADDING, {
        width: width - CELL_PADDING * 2,
        height: lines * LINE_HEIGHT,
        ellipsis: true,
        lineGap: LINE_HEIGHT - TABLE_FONT_SIZE * 1.17,
      });
      x += width;
    });
    this.y += height;
  }
}
