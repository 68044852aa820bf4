// The import rules of ARCHITECTURE.md (.dependency-cruiser.cjs) hold over src/, and the check
// fails on a new upward arrow, a circle or test support imported by production code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './lib/processes';

const rules = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** The rules broken in `baseDir`'s src/, as `rule: from → to`. */
async function violations(baseDir: string): Promise<string[]> {
  const { tsConfig: _, ...options } = rules.options;
  const result = await cruise(['src'], {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('depcruise gave text, not a result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const probes: string[] = [];
afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway tree of `files` (path → source). */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'er-status-layers-'));
  probes.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('the import rules', () => {
  it('hold over src/: no upward arrow, no circle, no test support in production code', async () => {
    expect(await violations(PROJECT_ROOT)).toEqual([]);
  }, 120_000);

  it('fail on an upward arrow, a circle and a fixture imported by production code', async () => {
    const found = await violations(
      tree({
        'src/contract/provinces.ts': "import { log } from '../server/log';\nexport const p = log;\n",
        'src/server/log.ts': 'export const log = 1;\n',
        'src/notices/windows.ts': "import { b } from './closings';\nexport const a = b;\n",
        'src/notices/closings.ts': "import { a } from './windows';\nexport const b = () => a;\n",
        'src/desk/core.ts': "import { fixture } from '../testing/desk-fixture';\nexport const c = fixture;\n",
        'src/testing/desk-fixture.ts': 'export const fixture = 1;\n',
        'src/desk/core.test.ts': "import { fixture } from '../testing/desk-fixture';\nexport const t = fixture;\n",
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'layer-contract: src/contract/provinces.ts → src/server/log.ts',
        'no-circular: src/notices/closings.ts → src/notices/windows.ts',
        'no-test-support-in-production: src/desk/core.ts → src/testing/desk-fixture.ts',
      ]),
    );
    // A test may import test support.
    expect(found.filter((line) => line.includes('core.test.ts'))).toEqual([]);
  });
});
