#!/usr/bin/env node
// The bundle budget (decision 0325): after `vite build`, sums for each budgeted route the encoded
// size of the JavaScript its first visit loads — the entry chunk and its static imports, plus the
// route's lazy modules and their static imports — prints a table and fails over budget.
// Usage: node scripts/check-bundle-budget.mjs [distDir] [budgetFile] [--files]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [distArg, budgetArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const distDir = resolve(distArg ?? join(webDir, 'dist'));
const budgetFile = resolve(budgetArg ?? join(webDir, 'bundle-budget.json'));
const ENTRY = 'index.html';
// The API compresses nothing under 1 KB (COMPRESSION_THRESHOLD_BYTES) and the build writes no .br for it.
const RAW_BELOW_BYTES = 1024;

function fail(message) {
  console.error(`Bundle budget: ${message}`);
  process.exit(1);
}

const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) fail(`${manifestPath} is missing; build with build.manifest: true.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { routes } = JSON.parse(readFileSync(budgetFile, 'utf8'));

/** The size the server sends for a built file: its brotli sibling, or itself when small. */
function servedBytes(file) {
  const path = join(distDir, file);
  const size = statSync(path).size;
  if (size < RAW_BELOW_BYTES) return size;
  if (!existsSync(`${path}.br`)) fail(`${file}.br is missing; the build's precompress step did not run.`);
  return statSync(`${path}.br`).size;
}

/** The JS files a manifest key loads at once: its own chunk and, transitively, its static imports. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`"${key}" is not in the build manifest (renamed or no longer loaded lazily?).`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
let over = 0;
const rows = [];
for (const route of routes) {
  const files = staticClosure(ENTRY);
  for (const key of route.lazy ?? []) staticClosure(key, files);
  const bytes = [...files].reduce((sum, file) => sum + servedBytes(file), 0);
  const ok = bytes <= route.budgetKB * 1000;
  if (!ok) over += 1;
  rows.push({ route: route.route, files: files.size, kb: kb(bytes), budget: route.budgetKB, ok });
}

const widths = [Math.max(5, ...rows.map((row) => row.route.length)), 6, 10, 10];
const line = (cells) =>
  cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
console.log('First-load JavaScript per route (KB as served, brotli):');
console.log(line(['route', 'files', 'KB', 'budget KB']));
for (const row of rows)
  console.log(`${line([row.route, row.files, row.kb, row.budget])}${row.ok ? '' : '  OVER BUDGET'}`);
if (process.argv.includes('--files')) {
  for (const route of routes) {
    const files = staticClosure(ENTRY);
    for (const key of route.lazy ?? []) staticClosure(key, files);
    console.log(`\n${route.route}:`);
    for (const file of files) console.log(`  ${kb(servedBytes(file)).padStart(7)}  ${file}`);
  }
}
if (over > 0) {
  fail(
    `${over} route(s) load more JavaScript than their budget in ${budgetFile}. Split what the route does not need into a lazy chunk, or raise the budget with a reason (decision 0325).`,
  );
}
