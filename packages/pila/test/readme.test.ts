import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleOutputs } from '../examples/print-examples.ts';
import { renderReadme } from '../examples/render-readme.ts';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

function blocks(kind: 'source' | 'output'): Array<[string, string]> {
  const pattern = new RegExp(`<!-- ${kind}:(\\S+) -->\\n\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``, 'g');
  return [...readme.matchAll(pattern)].map((match) => [match[1]!, match[2]!]);
}

describe('README examples', () => {
  it('show the example inputs exactly as they are in examples/', () => {
    const sources = blocks('source');
    expect(sources.map(([path]) => path)).toEqual([
      'examples/planilla-example.ts',
      'examples/bank-example.ts',
    ]);
    for (const [path, text] of sources) expect(text).toBe(readFileSync(new URL(path, root), 'utf8'));
  });

  it('are what examples/update-readme.ts would write', () => {
    expect(renderReadme(readme, root)).toBe(readme);
  });

  it('show the exact output of every writer', () => {
    const outputs = exampleOutputs();
    const shown = blocks('output');
    expect(shown.map(([name]) => name).sort()).toEqual(Object.keys(outputs).sort());
    for (const [name, text] of shown) expect(text).toBe(outputs[name]!.replaceAll('\r\n', '\n'));
  });
});
