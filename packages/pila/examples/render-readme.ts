import { readFileSync } from 'node:fs';
import { exampleOutputs } from './print-examples.ts';

const SOURCE_BLOCK = /<!-- source:(\S+) -->(?:\n\n```\w+\n[\s\S]*?```)?/g;
const OUTPUT_BLOCK = /<!-- output:(\S+) -->(?:\n\n```\w+\n[\s\S]*?```)?/g;

/** Replaces each README example block (after its marker) with the current source or writer output. */
export function renderReadme(readme: string, root: URL): string {
  const outputs = exampleOutputs();
  return readme
    .replace(SOURCE_BLOCK, (_, path: string) => {
      const source = readFileSync(new URL(path, root), 'utf8');
      return `<!-- source:${path} -->\n\n\`\`\`ts\n${source}\`\`\``;
    })
    .replace(OUTPUT_BLOCK, (_, name: string) => {
      const text = outputs[name];
      if (text === undefined) throw new Error(`No example output named ${name}`);
      return `<!-- output:${name} -->\n\n\`\`\`text\n${text.replaceAll('\r\n', '\n')}\`\`\``;
    });
}
