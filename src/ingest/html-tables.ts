// The tables of an HTML page as a reader sees them: rows of cell texts in page order, each table
// with its own rows (a table inside a cell is a table of its own, and its words are also the
// cell's). Read from htmlparser2's events (html.ts), so omitted end tags, stray markup and
// entities are the parser's business; no tree is built, since status pages can be long.
import { BLOCK, collapsed, SKIPPED, streamHtml } from './html';

export interface TableCell {
  /** The cell's words: tags gone, entities decoded, white space collapsed, blocks set apart by a space. */
  text: string;
  /** A `<th>`. */
  heading: boolean;
}

export interface TableRow {
  cells: TableCell[];
  /** False for the row a page ends inside (cut short?): neither `</tr>` nor anything implying it came. */
  complete: boolean;
}

export interface PageTable {
  rows: TableRow[];
  /** Where the table's tag starts in the page's text. */
  at: number;
}

/** A table being read: its row and cell so far. */
interface OpenTable {
  table: PageTable;
  row: TableRow | null;
  /** The cell being read: its text is the words as published until the row ends. */
  cell: TableCell | null;
}

const CELLS = new Set(['td', 'th']);
/** Elements whose end also ends a row written without `<tr>` (cells straight in the table or a section). */
const ROW_CONTAINERS = new Set(['table', 'thead', 'tbody', 'tfoot']);

function startRow(open: OpenTable): TableRow {
  const row: TableRow = { cells: [], complete: false };
  open.table.rows.push(row);
  open.row = row;
  return row;
}

function endRow(open: OpenTable, complete: boolean): void {
  if (!open.row) return;
  for (const cell of open.row.cells) cell.text = collapsed(cell.text);
  open.row.complete = complete;
  open.row = null;
  open.cell = null;
}

/** Every table of the page with its rows, in the order they open. */
export function readTables(html: string): PageTable[] {
  const tables: PageTable[] = [];
  const open: OpenTable[] = [];
  let skipping = 0;
  // A cell's words include those of the tables inside it, as a reader sees them.
  const toCells = (words: string) => {
    for (let i = 0; i < open.length; i++) {
      const cell = open[i]?.cell;
      if (cell) cell.text += words;
    }
  };
  streamHtml(html, {
    open(name, at) {
      if (SKIPPED.has(name)) skipping++;
      const current = open[open.length - 1];
      if (current && BLOCK.has(name)) toCells(' ');
      if (name === 'table') {
        const table: PageTable = { rows: [], at };
        tables.push(table);
        open.push({ table, row: null, cell: null });
      } else if (current && name === 'tr') {
        endRow(current, true);
        startRow(current);
      } else if (current && CELLS.has(name)) {
        const row = current.row ?? startRow(current);
        current.cell = { text: '', heading: name === 'th' };
        row.cells.push(current.cell);
      }
    },
    text(data) {
      if (skipping === 0 && open.length > 0) toCells(data);
    },
    close(name, atPageEnd) {
      if (SKIPPED.has(name)) skipping--;
      const current = open[open.length - 1];
      if (!current) return;
      if (BLOCK.has(name)) toCells(' ');
      if (name === 'tr' || ROW_CONTAINERS.has(name)) endRow(current, !atPageEnd);
      else if (CELLS.has(name)) current.cell = null;
      if (name === 'table') open.pop();
    },
  });
  return tables;
}
