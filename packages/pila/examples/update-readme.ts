import { readFileSync, writeFileSync } from 'node:fs';
import { renderReadme } from './render-readme.ts';

/** Refreshes the README's example blocks: `npx tsx examples/update-readme.ts` (test/readme.test.ts checks them). */
const root = new URL('../', import.meta.url);
const readmeUrl = new URL('README.md', root);
writeFileSync(readmeUrl, renderReadme(readFileSync(readmeUrl, 'utf8'), root));
