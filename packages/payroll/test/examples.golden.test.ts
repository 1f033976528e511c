import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCase, settle } from '../src/index.ts';

/**
 * Every complete case in examples/ is settled and compared byte by byte with examples/golden/. The golden
 * files were reviewed line by line when written (values recomputed by hand in the rule tests); run with
 * UPDATE_GOLDEN=1 to rewrite them after an intended change, then review the diff.
 */
const examples = join(import.meta.dirname, '..', 'examples');
const golden = join(examples, 'golden');
const cases = readdirSync(examples).filter((f) => f.endsWith('.json'));

describe('examples/ settle to their golden output', () => {
  it('covers every kind of novelty', () => {
    expect(cases.length).toBeGreaterThanOrEqual(19);
  });

  for (const file of cases) {
    it(file, () => {
      const result = settle(parseCase(JSON.parse(readFileSync(join(examples, file), 'utf8'))));
      const text = `${JSON.stringify(result, null, 2)}\n`;
      if (process.env.UPDATE_GOLDEN) {
        mkdirSync(golden, { recursive: true });
        writeFileSync(join(golden, file), text);
      }
      expect(text).toBe(readFileSync(join(golden, file), 'utf8'));
    });
  }
});
