#!/usr/bin/env node
// Fails when the API's areas import each other in a cycle, or when one area reaches into another
// feature's files instead of its index.ts (docs/ARCHITECTURE.md, "Floors"). An area is a folder
// under src/features or src/platform, or a top-level entry of src (config, db, pay-period, seed,
// app.ts ...). Tests are left out: they may reach across to build fixtures.
// Usage: node scripts/check-imports.mjs [--graph]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/api/src');
const isTest = (file) => /\.(test|test-support|fixtures)\.ts$/.test(file);

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts') && !isTest(name)) out.push(full);
  }
  return out;
}

/** The area a file belongs to: features/x, platform/x, or the first segment under src. */
export function areaOf(file) {
  const parts = relative(src, file).split('/');
  if ((parts[0] === 'features' || parts[0] === 'platform') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  if (parts[0] === 'platform') return 'platform';
  return parts[0].replace(/\.ts$/, '');
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const edges = new Map(); // area -> Map(area -> example "file -> file")
const deepImports = []; // "file -> file" where the target is another feature's inner file
for (const file of listFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const from = areaOf(file);
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target?.startsWith(src)) continue;
    const to = areaOf(target);
    if (to === from) continue;
    if (to.startsWith('features/') && !target.endsWith(`${to}/index.ts`)) {
      deepImports.push(`${relative(src, file)} -> ${relative(src, target)}`);
    }
    if (!edges.has(from)) edges.set(from, new Map());
    const outgoing = edges.get(from);
    if (!outgoing.has(to)) outgoing.set(to, `${relative(src, file)} -> ${relative(src, target)}`);
  }
}

// Tarjan's strongly connected components: any component of more than one area is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const node of edges.keys()) if (!index.has(node)) visit(node);

if (process.argv.includes('--graph')) {
  for (const [from, outgoing] of [...edges].sort()) {
    console.log(`${from} -> ${[...outgoing.keys()].sort().join(', ')}`);
  }
}
for (const line of deepImports) console.error(`import past a feature's index.ts: ${line}`);
if (components.length === 0 && deepImports.length === 0) {
  console.log('API imports: no cycle between areas, every feature reached through its index.ts');
  process.exit(0);
}
for (const component of components) {
  console.error(`import cycle between API areas: ${component.join(', ')}`);
  const members = new Set(component);
  for (const from of component) {
    for (const [to, example] of edges.get(from) ?? []) {
      if (members.has(to)) console.error(`  ${from} -> ${to}   (${example})`);
    }
  }
}
process.exit(1);
