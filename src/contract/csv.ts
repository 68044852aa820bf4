// RFC 4180 CSV: quoted fields with doubled quotes, commas and line breaks inside quotes,
// CRLF or LF line ends, an optional byte-order mark. Header cells are trimmed (real files
// carry trailing spaces and tabs); data cells are kept exactly.

export type CsvRecord = Record<string, string>;

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

/** Rows as records keyed by the (trimmed) header cells. */
export function parseCsv(text: string): CsvRecord[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}
