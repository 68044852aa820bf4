// The lint step's function-length check: a function a reader cannot hold in view is split by meaning.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 120;

export interface LongFunction {
  file: string;
  line: number;
  lines: number;
}

/** Every function, method, accessor or arrow in `source` longer than `limit` lines, counted from its first line to its last. */
export function longFunctions(file: string, source: string, limit = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
      const last = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ file, line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const isChecked = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isChecked(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The long functions under `root`/src, as lint messages (`exempt`: files left out, for tests). */
export function checkFunctionLengths(root: string, exempt: readonly string[] = []): string[] {
  return sourceFiles(join(root, 'src'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => !exempt.includes(file))
    .sort()
    .flatMap((file) => longFunctions(file, readFileSync(join(root, file), 'utf8')))
    .map(
      ({ file, line, lines }) =>
        `${file}:${line}: function of ${lines} lines (at most ${MAX_FUNCTION_LINES}); split it by meaning`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const messages = checkFunctionLengths(process.cwd());
  for (const message of messages) console.error(message);
  if (messages.length > 0) {
    console.error(`${messages.length} function(s) over ${MAX_FUNCTION_LINES} lines.`);
    process.exit(1);
  }
}
