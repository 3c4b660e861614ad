import PDFDocument from 'pdfkit';
import { CURRENCY_SYMBOL, formatDateLong, formatPeriod, type Currency } from '../../domain';
import type { ExportMeta } from './export-source';
import { FONTS, type FontKey } from './fonts';

export const INK = '#111827';
export const MUTED = '#4b5563';
const RULE = '#9ca3af';
const HEADER_FILL = '#f3f4f6';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 48;
const TOP = 84;
const BOTTOM = PAGE_HEIGHT - 60;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 1.8;
const BODY_SIZE = 8.5;

export function currencyLine(currency: Currency): string {
  return `Cifras en ${currency} (${CURRENCY_SYMBOL[currency]})`;
}

export interface Cell {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly muted?: boolean;
  /** Points of left indent inside the cell. */
  readonly indent?: number;
  /** Columns this cell covers (1 by default); the cells it covers are left out of the row. */
  readonly span?: number;
  readonly ruleAbove?: boolean;
  readonly ruleBelow?: boolean;
  /** The double underline of printed totals. */
  readonly doubleBelow?: boolean;
}
export type CellInput = string | Cell;

export interface Column {
  readonly header: string;
  /** Points; exactly one column may be 'fill' and takes what the others leave. */
  readonly width: number | 'fill';
  readonly align?: 'left' | 'right';
}

export interface Row {
  readonly cells: readonly CellInput[];
  /** A hairline across the table above the row: the start of a new entry. */
  readonly hairline?: boolean;
  readonly gapBefore?: number;
}

export interface TableOptions {
  /** Printed above the column names, and again on every page the table continues on. */
  readonly caption?: readonly Cell[];
  readonly showHeader?: boolean;
  readonly fontSize?: number;
}

interface PlacedCell {
  readonly cell: Cell;
  readonly x: number;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly lines: number;
}

/**
 * A small table writer over pdfkit. pdfmake (declarative, on the same pdfkit) took 7 s for a
 * 5,000-line journal; writing rows straight to pdfkit, measuring each distinct text once and
 * drawing one-line cells without the line wrapper, brings the same book well under the 2 s a
 * download may take (bench/exports.bench.ts).
 */
export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private readonly widths = new Map<string, number>();
  private y = TOP;
  private font: FontKey | null = null;
  private size = 0;
  private color = '';

  constructor(
    private readonly meta: ExportMeta,
    private readonly documentTitle: string,
    private readonly generatedOn: string,
  ) {
    this.doc = new PDFDocument({
      size: [PAGE_WIDTH, PAGE_HEIGHT],
      margins: { top: TOP, bottom: PAGE_HEIGHT - BOTTOM, left: MARGIN_X, right: MARGIN_X },
      bufferPages: true,
      lang: 'es',
      info: {
        Title: `${documentTitle} · ${meta.company}`,
        Author: 'Cuentas Claras',
        Subject: formatPeriod(meta.startDate, meta.endDate),
      },
    });
    for (const [name, font] of Object.entries(FONTS)) this.doc.registerFont(name, font);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.use('regular', BODY_SIZE);
  }

  private use(font: FontKey, size: number): void {
    if (font !== this.font) this.doc.font(font);
    if (size !== this.size) this.doc.fontSize(size);
    this.font = font;
    this.size = size;
  }

  /** pdfkit writes a colour operator on every call; a book changes colour rarely. */
  private ink(color: string): PDFKit.PDFDocument {
    if (color !== this.color) this.doc.fillColor(color);
    this.color = color;
    return this.doc;
  }

  /** Descriptions, account names and amounts repeat across a book: each distinct text is measured once. */
  private width(text: string): number {
    const key = `${this.font}${this.size}\u0000${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = this.doc.widthOfString(text);
      this.widths.set(key, w);
    }
    return w;
  }

  pageBreak(): void {
    this.doc.addPage();
    // A new page starts with the default colour, whatever was set on the last one.
    this.color = '';
    this.y = TOP;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Starts a new page unless `points` still fit on this one. */
  keepSpace(points: number): void {
    if (this.y + points > BOTTOM) this.pageBreak();
  }

  /** The centred title of a statement or book, with its period and an optional note. */
  title(title: string, subtitle: string, note?: string): void {
    this.keepSpace(60);
    this.centred(title, 'bold', 14, INK);
    this.y += 3;
    this.centred(subtitle, 'regular', 9.5, MUTED);
    if (note) this.centred(note, 'italic', 8.5, MUTED);
    this.y += 12;
  }

  private centred(text: string, font: FontKey, size: number, color: string): void {
    this.use(font, size);
    this.ink(color).text(text, MARGIN_X, this.y, { width: CONTENT_WIDTH, align: 'center' });
    this.y += this.doc.heightOfString(text, { width: CONTENT_WIDTH });
  }

  paragraph(text: string, opts: { italic?: boolean; bold?: boolean } = {}): void {
    this.use(opts.bold ? 'bold' : opts.italic ? 'italic' : 'regular', BODY_SIZE);
    const h = this.doc.heightOfString(text, { width: CONTENT_WIDTH });
    this.keepSpace(h);
    this.ink(opts.italic ? MUTED : INK).text(text, MARGIN_X, this.y, { width: CONTENT_WIDTH, lineGap: 1 });
    this.y += h + 4;
  }

  table(columns: readonly Column[], rows: readonly Row[], options: TableOptions = {}): void {
    const size = options.fontSize ?? BODY_SIZE;
    const xs = columnPositions(columns);
    const header: Row | null =
      options.showHeader === false ? null : { cells: columns.map((c) => ({ text: c.header, bold: true })) };
    const caption = options.caption;
    const repeat = (continued: boolean) => {
      if (caption)
        this.row(columns, xs, { cells: continued ? continuedCaption(caption) : caption }, size, 'caption');
      if (header) this.row(columns, xs, header, size, 'header');
    };
    // The caption and column names never stand alone at the foot of a page.
    const first = rows[0];
    const lead = (caption ? 2 : 0) + (header ? 1 : 0) + (first ? 1 : 0);
    this.keepSpace(lead * (size * 1.22 + 2 * CELL_PADDING_Y) + 4);
    const repeatedHeight = -this.y;
    repeat(false);
    const pageRoom = BOTTOM - TOP - (repeatedHeight + this.y);
    const placed = rows.map((row) => this.place(columns, xs, row, size));
    const heights = placed.map((cells, i) => rowHeight(cells, size) + (rows[i]?.gapBefore ?? 0));
    rows.forEach((row, i) => {
      const needed = row.hairline ? groupHeight(rows, heights, i, pageRoom) : (heights[i] as number);
      if (this.y + needed > BOTTOM) {
        this.pageBreak();
        repeat(true);
      }
      this.draw(placed[i] as PlacedCell[], row, size);
    });
  }

  private row(
    columns: readonly Column[],
    xs: readonly number[],
    row: Row,
    size: number,
    kind: 'caption' | 'header',
  ): void {
    const placed = this.place(columns, xs, row, kind === 'caption' ? size + 1.5 : size);
    const h = rowHeight(placed, size);
    if (kind === 'header') {
      this.ink(HEADER_FILL).rect(MARGIN_X, this.y, CONTENT_WIDTH, h).fill();
      this.rule(this.y, MARGIN_X, CONTENT_WIDTH, 0.8, INK);
      this.rule(this.y + h, MARGIN_X, CONTENT_WIDTH, 0.8, INK);
    }
    this.draw(placed, row, kind === 'caption' ? size + 1.5 : size);
  }

  private place(columns: readonly Column[], xs: readonly number[], row: Row, size: number): PlacedCell[] {
    const placed: PlacedCell[] = [];
    let c = 0;
    for (const input of row.cells) {
      if (c >= columns.length) break;
      const cell = typeof input === 'string' ? { text: input } : input;
      const span = Math.min(cell.span ?? 1, columns.length - c);
      const x = xs[c] as number;
      const width = (xs[c + span] as number) - x;
      const align = (columns[c] as Column).align ?? 'left';
      const available = width - 2 * CELL_PADDING_X - (cell.indent ?? 0);
      let lines = 1;
      if (cell.text) {
        this.use(fontOf(cell), size);
        if (this.width(cell.text) > available)
          lines = Math.max(
            1,
            Math.round(
              this.doc.heightOfString(cell.text, { width: available }) / this.doc.currentLineHeight(true),
            ),
          );
      }
      placed.push({ cell, x, width, align, lines });
      c += span;
    }
    return placed;
  }

  private draw(placed: readonly PlacedCell[], row: Row, size: number): void {
    this.y += row.gapBefore ?? 0;
    const h = rowHeight(placed, size);
    if (row.hairline) this.rule(this.y, MARGIN_X, CONTENT_WIDTH, 0.3, RULE);
    for (const p of placed) {
      const { cell } = p;
      const innerX = p.x + CELL_PADDING_X + (cell.indent ?? 0);
      const available = p.width - 2 * CELL_PADDING_X - (cell.indent ?? 0);
      if (cell.text) {
        this.use(fontOf(cell), size);
        this.ink(cell.muted ? MUTED : INK);
        const top = this.y + CELL_PADDING_Y;
        if (p.lines === 1) {
          const x = p.align === 'right' ? innerX + available - this.width(cell.text) : innerX;
          this.doc.text(cell.text, x, top, { lineBreak: false });
        } else {
          this.doc.text(cell.text, innerX, top, { width: available, align: p.align });
        }
      }
      const ruleX = p.x + CELL_PADDING_X;
      const ruleWidth = p.width - 2 * CELL_PADDING_X;
      if (cell.ruleAbove) this.rule(this.y, ruleX, ruleWidth, 0.7, INK);
      if (cell.ruleBelow || cell.doubleBelow) this.rule(this.y + h, ruleX, ruleWidth, 0.7, INK);
      if (cell.doubleBelow) this.rule(this.y + h + 2, ruleX, ruleWidth, 0.7, INK);
    }
    this.y += h + (placed.some((p) => p.cell.doubleBelow) ? 3 : 0);
  }

  private rule(y: number, x: number, width: number, thickness: number, color: string): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** Header and footer on every page, written last so each page can say 'Página n de m'. */
  private frame(): void {
    const { meta } = this;
    const range = this.doc.bufferedPageRange();
    const period = `Periodo ${formatPeriod(meta.startDate, meta.endDate)}`;
    const generated = `Generado el ${formatDateLong(this.generatedOn)} con Cuentas Claras`;
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      this.color = '';
      // Writing in the margins must not make pdfkit open a page of its own.
      this.doc.page.margins.bottom = 0;
      this.edge(meta.company, this.documentTitle, 30, 'bold', 11, 10);
      this.edge(period, currencyLine(meta.currency), 46, 'regular', 8.5, 8.5);
      this.rule(62, MARGIN_X, CONTENT_WIDTH, 0.6, RULE);
      this.rule(PAGE_HEIGHT - 46, MARGIN_X, CONTENT_WIDTH, 0.4, RULE);
      this.edge(generated, `Página ${i + 1} de ${range.count}`, PAGE_HEIGHT - 40, 'regular', 8, 8);
    }
  }

  private edge(
    left: string,
    right: string,
    y: number,
    leftFont: FontKey,
    leftSize: number,
    rightSize: number,
  ) {
    this.use(leftFont, leftSize);
    this.ink(leftFont === 'bold' ? INK : MUTED).text(left, MARGIN_X, y, { lineBreak: false });
    this.use('regular', rightSize);
    const w = this.doc.widthOfString(right);
    this.ink(MUTED).text(right, MARGIN_X + CONTENT_WIDTH - w, y, { lineBreak: false });
  }

  async finish(): Promise<Buffer> {
    this.frame();
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}

/**
 * The height of the group a hairline starts (an entry and its note, or the last entry and the
 * totals), so an entry is not split across pages; a group taller than a page is split anyway.
 */
function groupHeight(rows: readonly Row[], heights: readonly number[], start: number, room: number): number {
  let total = heights[start] as number;
  for (let i = start + 1; i < rows.length && !rows[i]?.hairline; i++) total += heights[i] as number;
  return total > room ? (heights[start] as number) : total;
}

/** A caption repeated on the next page says so, as printed books do. */
function continuedCaption(caption: readonly Cell[]): Cell[] {
  return caption.map((cell, i) => (i === 0 ? { ...cell, text: `${cell.text} (continuación)` } : cell));
}

function fontOf(cell: Cell): FontKey {
  return cell.bold ? 'bold' : cell.italic ? 'italic' : 'regular';
}

function rowHeight(placed: readonly PlacedCell[], size: number): number {
  let lines = 1;
  for (const p of placed) if (p.lines > lines) lines = p.lines;
  return lines * size * 1.22 + 2 * CELL_PADDING_Y;
}

function columnPositions(columns: readonly Column[]): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width === 'fill' ? 0 : c.width), 0);
  const xs = [MARGIN_X];
  for (const c of columns)
    xs.push((xs.at(-1) as number) + (c.width === 'fill' ? CONTENT_WIDTH - fixed : c.width));
  return xs;
}
