import { describe, expect, it } from 'vitest';
import { wordsOf } from './html';
import { readTables } from './html-tables';

const texts = (html: string) =>
  readTables(html).map((table) => table.rows.map((row) => row.cells.map((cell) => cell.text)));

describe('the tables of a page, read through the HTML parser', () => {
  it('gives each table its own rows, with a table inside a cell read as a table of its own', () => {
    const html =
      '<table><tr><td>Outer <table><tr><td>inner one</td><td>inner two</td></tr></table></td><td>B</td></tr>' +
      '<tr><td>C</td></tr></table>';
    expect(texts(html)).toEqual([[['Outer inner one inner two', 'B'], ['C']], [['inner one', 'inner two']]]);
  });

  it('reads rows and cells whose end tags are left out, as browsers do', () => {
    const html =
      '<table><thead><tr><th>Facility<th>Status<tbody><tr><td>Houston<td>Open<tr><td>Granisle<td>Closed</table>';
    const [table] = readTables(html);
    expect(
      table?.rows.map((row) => [row.complete, ...row.cells.map((cell) => `${cell.heading}:${cell.text}`)]),
    ).toEqual([
      [true, 'true:Facility', 'true:Status'],
      [true, 'false:Houston', 'false:Open'],
      [true, 'false:Granisle', 'false:Closed'],
    ]);
  });

  it('makes one row of cells written without a <tr>', () => {
    expect(texts('<table><td>Houston</td><td>Open</td></table>')).toEqual([[['Houston', 'Open']]]);
  });

  it('decodes entities, drops tags and scripts, and sets blocks and line breaks apart by a space', () => {
    const html =
      '<table><tr><td> <b>Nats&#8217;oojeh</b>&nbsp;Hospital<br/>(Fort&nbsp;St.&nbsp;James)<script>x()</script></td>' +
      '<td><p>Closed</p><p>until 8&nbsp;am &amp; later</p></td></tr></table>';
    expect(texts(html)).toEqual([[['Nats’oojeh Hospital (Fort St. James)', 'Closed until 8 am & later']]]);
  });

  it('tells the row a page ends inside from rows the page closed, even implicitly', () => {
    const rows = (html: string) => readTables(html)[0]?.rows.map((row) => row.complete);
    expect(rows('<table><tr><td>A</td></tr><tr><td>B</td></tr>')).toEqual([true, true]);
    expect(rows('<table><tr><td>A<tr><td>B')).toEqual([true, false]);
    expect(rows('<table><tr><td>A</td></tr><tr><td>B</td>')).toEqual([true, false]);
    expect(rows('<table><tr><td>A</td></tr><tr><td><a href=')).toEqual([true, false]);
    expect(rows('<table><tr><td>A</td></tr><tr><td>B</td></table>')).toEqual([true, true]);
    expect(rows('<table><tbody><tr><td>A</td></tr><tr><td>B</td></tbody>')).toEqual([true, true]);
  });

  it('says where each table starts in the page, so that what is written above it can be read', () => {
    const html =
      '<p>Last updated: <time>9:48 pm</time></p><script>var updated = 1;</script><table><tr><td>A</td></tr></table>';
    const [table] = readTables(html);
    expect(html.slice(table?.at)).toMatch(/^<table>/);
    expect(wordsOf(html.slice(0, table?.at))).toBe('Last updated: 9:48 pm');
  });

  it('reads the words of a fragment as a person does: a note with a line break and an entity', () => {
    expect(wordsOf('Open 24 hours<br />For children &amp; youth')).toBe('Open 24 hours For children & youth');
    expect(wordsOf('  Open\u00a024   hours ')).toBe('Open 24 hours');
  });
});
