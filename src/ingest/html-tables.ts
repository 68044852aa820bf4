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

/** Every table of the page with its rows, in the order they open. */
export function readTables(html: string): PageTable[] {
  const tables: PageTable[] = [];
  const open: OpenTable[] = [];
  let current: OpenTable | undefined;
  let skipping = 0;
  // How many of the open tables have a cell open: words outside every cell are not read at all.
  let cellsOpen = 0;
  // A cell's words include those of the tables inside it, as a reader sees them.
  const toCells = (words: string) => {
    if (cellsOpen === 1 && current?.cell) {
      current.cell.text += words;
      return;
    }
    for (let i = 0; i < open.length; i++) {
      const cell = open[i]?.cell;
      if (cell) cell.text += words;
    }
  };
  const endCell = (table: OpenTable) => {
    if (!table.cell) return;
    table.cell = null;
    cellsOpen--;
  };
  const endRow = (table: OpenTable, complete: boolean) => {
    if (!table.row) return;
    for (const cell of table.row.cells) cell.text = collapsed(cell.text);
    table.row.complete = complete;
    table.row = null;
    endCell(table);
  };
  streamHtml(html, {
    open(name, at) {
      if (SKIPPED.has(name)) skipping++;
      if (cellsOpen > 0 && BLOCK.has(name)) toCells(' ');
      if (name === 'table') {
        current = { table: { rows: [], at }, row: null, cell: null };
        tables.push(current.table);
        open.push(current);
      } else if (current && name === 'tr') {
        endRow(current, true);
        startRow(current);
      } else if (current && CELLS.has(name)) {
        const row = current.row ?? startRow(current);
        if (!current.cell) cellsOpen++;
        current.cell = { text: '', heading: name === 'th' };
        row.cells.push(current.cell);
      }
    },
    text(data) {
      if (skipping === 0 && cellsOpen > 0) toCells(data);
    },
    close(name, atPageEnd) {
      if (SKIPPED.has(name)) skipping--;
      if (!current) return;
      if (cellsOpen > 0 && BLOCK.has(name)) toCells(' ');
      if (name === 'tr' || ROW_CONTAINERS.has(name)) endRow(current, !atPageEnd);
      else if (CELLS.has(name)) endCell(current);
      if (name === 'table') {
        open.pop();
        current = open[open.length - 1];
      }
    },
  });
  return tables;
}
