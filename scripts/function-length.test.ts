import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFunctionLengths, longFunctions } from './function-length';

const functionOf = (name: string, bodyLines: number) =>
  `export function ${name}() {\n${'  console.log(1);\n'.repeat(bodyLines)}}\n`;

describe('the lint step’s function-length check', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the file, the line and the length of a function over 120 lines, and passes one of 120', () => {
    root = mkdtempSync(join(tmpdir(), 'function-length-'));
    mkdirSync(join(root, 'src', 'store'), { recursive: true });
    writeFileSync(join(root, 'src', 'store', 'long.ts'), `// header\n\n${functionOf('long', 119)}`);
    writeFileSync(join(root, 'src', 'store', 'fits.ts'), functionOf('fits', 118));
    writeFileSync(join(root, 'src', 'store', 'long.test.ts'), functionOf('inTest', 300));
    expect(checkFunctionLengths(root, [])).toEqual([
      'src/store/long.ts:3: function of 121 lines (at most 120); split it by meaning',
    ]);
  });

  it('counts arrows, methods and functions inside closures', () => {
    const source = `export const make = () => {\n  class Desk {\n    open() {\n${'      go();\n'.repeat(130)}    }\n  }\n  return Desk;\n};\n`;
    expect(longFunctions('src/x.ts', source).map(({ line, lines }) => [line, lines])).toEqual([
      [1, 137],
      [3, 132],
    ]);
  });
});
