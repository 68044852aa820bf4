/** Rows as text columns, each as wide as its widest cell, for the command-line tools. */
export function formatTable(table: readonly (readonly string[])[]): string[] {
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  return table.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
