#!/usr/bin/env node
/**
 * Prints the index of the decision records in docs/decisions/ (number, title, one line), grouped by
 * area. The committed docs/decisions/README.md is its output:
 *
 *   node scripts/decision-index.mjs > docs/decisions/README.md
 *
 * The one line is the first sentence of the record's "## Decision" section (or, when it has none, of
 * its first paragraph after the date line), without Markdown emphasis, cut at 170 characters.
 * Areas are number ranges: a new record takes a free number in its area's range.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');

/** [first number, last number, area]: ranges in ascending order. */
const AREAS = [
  [1, 9, 'Repository and tooling'],
  [10, 19, 'Access, sessions and API foundations'],
  [20, 29, 'Web app foundations'],
  [30, 49, 'Payroll engine (packages/payroll): model, rounding, benefits, withholding, termination'],
  [50, 59, 'PILA planilla and bank files (packages/pila)'],
  [60, 69, 'DIAN electronic payroll (packages/dian)'],
  [70, 79, 'Reference data and the concept catalogue'],
  [80, 89, 'Web tables and reports'],
  [90, 99, 'Reference lists, holidays and company data'],
  [100, 109, 'Payroll and withholding configuration, accounting set-up'],
  [110, 119, 'Employees, bulk loads, self-service users, initial balances'],
  [120, 139, 'Payroll engine: points settled later'],
  [140, 159, 'Novelties'],
  [160, 179, 'Security hardening'],
  [180, 209, 'Settlement runs, payroll queries and their screens'],
  [210, 219, 'Audit log and scale'],
  [220, 299, 'Performance, home, administration and documents'],
  [300, 399, 'Settlement kinds, documents and the clerk-facing cycle'],
];

const MAX = 170;

function plain(text) {
  return text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const ABBREVIATIONS = new Set([
  'art',
  'arts',
  'e.g',
  'i.e',
  'Res',
  'No',
  'núm',
  'num',
  'vs',
  'etc',
  'E.T',
  'CST',
  'p',
  'pp',
]);

/**
 * The first sentence of at least 40 characters: it ends at '.' or ';' followed by a space, outside
 * parentheses and code, not after an abbreviation (art., e.g. …); a short lead ("Shape.") runs on.
 */
function firstSentence(text) {
  let depth = 0;
  let code = false;
  let end = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth += 1;
    else if (!code && c === ')') depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && '.;'.includes(c) && (i + 1 === text.length || text[i + 1] === ' ')) {
      const word = /([\p{L}.]+)$/u.exec(text.slice(0, i))?.[1] ?? '';
      if (ABBREVIATIONS.has(word) || /^\d/.test(text.slice(i + 2))) continue;
      if (i + 1 >= 40) {
        end = i + 1;
        break;
      }
    }
  }
  let sentence = text.slice(0, end);
  if (sentence.length > MAX) {
    const cut = sentence.slice(0, MAX);
    sentence = `${cut.slice(0, cut.lastIndexOf(' '))} …`;
  }
  return sentence.replace(/[;:]$/, '.');
}

/** The first paragraph (or bullet) of the lines given, joined into one line. */
function firstParagraph(lines) {
  const out = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      if (out.length > 0) break;
      continue;
    }
    if (line === '' || line.startsWith('|') || line.startsWith('```') || line.startsWith('>')) {
      if (out.length > 0) break;
      continue;
    }
    if (/^(Date|Status|Issue)s?\b.*:/.test(line) && out.length === 0) continue;
    if (/^([-*]|\d+\.)\s/.test(line)) {
      if (out.length > 0) break;
      out.push(line.replace(/^([-*]|\d+\.)\s+/, ''));
      continue;
    }
    out.push(line);
  }
  return plain(out.join(' '));
}

/** Records whose opening is a table, not a sentence. */
const OVERRIDES = {
  32: 'A table of the rules where sources disagree: each becomes a dated parameter or a company setting, with its default and why.',
};

function summary(number, lines) {
  if (OVERRIDES[number]) return OVERRIDES[number];
  const start = lines.findIndex((l) => /^##\s+Decisions?\b/i.test(l));
  const text = start >= 0 ? firstParagraph(lines.slice(start + 1)) : '';
  if (text) return firstSentence(text);
  // No "Decision" section: the first paragraph after the title and its date block.
  const title = lines.findIndex((l) => l.startsWith('# '));
  let body = title + 1;
  while (body < lines.length && lines[body].trim() === '') body += 1;
  // Skip the metadata paragraphs (date, status, issue, the sources it reads).
  while (/^(Date|Status|Issues?)\b/.test(lines[body] ?? '')) {
    while (body < lines.length && lines[body].trim() !== '') body += 1;
    while (body < lines.length && lines[body].trim() === '') body += 1;
  }
  return firstSentence(firstParagraph(lines.slice(body)));
}

const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((file) => {
    const lines = readFileSync(join(folder, file), 'utf8').split(/\r?\n/);
    const number = Number(file.slice(0, 4));
    const heading = lines.find((l) => l.startsWith('# ')) ?? file;
    const title = plain(heading.replace(/^#\s+\d{4}\s*[—–-]?\s*/, ''));
    return { file, number, title, line: summary(number, lines) };
  });

const out = [
  '# Decision records',
  '',
  'Each record says what was decided, why, and what it costs. This index is generated: after adding or',
  'renaming a record, run `node scripts/decision-index.mjs > docs/decisions/README.md` and commit the',
  'result. The one line is the first sentence of the record\'s "Decision" section. Numbers are grouped',
  'by area; a new record takes a free number in its area.',
  '',
];
for (const [from, to, area] of AREAS) {
  const inArea = records.filter((r) => r.number >= from && r.number <= to);
  if (inArea.length === 0) continue;
  const range = `${String(from).padStart(4, '0')}–${String(to).padStart(4, '0')}`;
  out.push(`## ${area} (${range})`, '');
  for (const r of inArea) out.push(`- [${r.file.slice(0, 4)}](${r.file}) **${r.title}** — ${r.line}`);
  out.push('');
}
const unplaced = records.filter((r) => !AREAS.some(([from, to]) => r.number >= from && r.number <= to));
if (unplaced.length > 0) {
  out.push('## Not yet in an area', '');
  for (const r of unplaced) out.push(`- [${r.file.slice(0, 4)}](${r.file}) **${r.title}** — ${r.line}`);
  out.push('');
}
process.stdout.write(out.join('\n'));
