#!/usr/bin/env node
/**
 * Checks that every document a source file cites is in the repository.
 *
 *   node scripts/check-docs.mjs
 *
 * Scans the repository's files (`git ls-files`, plus new files not yet added and not ignored) ending in
 * .ts .tsx .js .mjs .css .md .json, except package-lock.json, line by line, for:
 *
 * 1. paths of documents: `docs/….md`, optionally followed by sections (`§4`, `§2, §4`, `§2 and §5`,
 *    `§1–§7`, `§4 'Coupon', §8`). The file must exist, and each section N must be a heading `## N` in it.
 *    In Markdown files a relative path (a link target such as `(product/storefront.md)`, or a path that
 *    exists next to the file) is resolved from the file's folder and checked the same way.
 * 2. decision records: `decision NNN`, `decisions NNN and MMM`, `docs/decisions/NNN-….md`. A file
 *    docs/decisions/NNN-*.md must exist.
 * 3. the three documents of the original specification and design, cited by their bare names (the
 *    product's reference replaced them): such a citation is an error unless it is a path under docs/
 *    (or, in Markdown, a relative path that exists).
 *
 * Prints `file:line: what is missing` for each problem and a count by kind, and exits 1 when anything
 * cited does not exist, 0 otherwise. No dependencies.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.css', '.md', '.json'];
const EXCLUDED = new Set(['package-lock.json']);

/** The old documents by their bare names, and what replaced each (built from parts, so this file does not cite them). */
const LEGACY = new Map([
  [['DESIGN', 'md'].join('.'), 'docs/architecture.md'],
  [['storefront', 'md'].join('.'), 'docs/product/storefront.md'],
  [['backoffice', 'md'].join('.'), 'docs/product/back-office.md'],
]);

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const self = path.relative(root, fileURLToPath(import.meta.url));

/** Tracked files, and new ones not ignored, that still exist. */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = [...new Set(out.split('\0').filter(Boolean))];
  return files
    .filter((f) => EXTENSIONS.includes(path.extname(f)))
    .filter((f) => !EXCLUDED.has(path.basename(f)) && f !== self)
    .filter((f) => fs.existsSync(path.join(root, f)))
    .sort();
}

// ---- documents and their headings ----

const headingsCache = new Map();

/** The section numbers of a Markdown file: every heading `## N` (`## 4 …`, `## 4. …`). */
function sectionsOf(file) {
  if (!headingsCache.has(file)) {
    const numbers = new Set();
    for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
      const m = /^##\s+(\d+)(?=[.\s:)]|$)/.exec(line);
      if (m) numbers.add(Number(m[1]));
    }
    headingsCache.set(file, numbers);
  }
  return headingsCache.get(file);
}

const isFile = (rel) => {
  try {
    return fs.statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
};

const decisionFiles = fs.existsSync(path.join(root, 'docs/decisions'))
  ? fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f))
  : [];
const decisionByNumber = new Map(decisionFiles.map((f) => [f.slice(0, 3), `docs/decisions/${f}`]));

// ---- parsing a line ----

/** A path token ending in .md: letters, digits and . _ - / before it. */
const MD_TOKEN = /(?<![\w./-])((?:\.{1,2}\/)?[\w][\w.-]*(?:\/[\w.-]+)*\.md)(?![\w/-])/g;
const QUOTED = /^\s*(?:'[^'\n]*'|"[^"\n]*"|‘[^’\n]*’|“[^”\n]*”)/;
const SECTION = /^\s*§\s*(\d+)(?:\s*[–—-]\s*§?\s*(\d+))?/;
const SEPARATOR = /^\s*(?:,|and\b|or\b|&|\/)/;

/** The sections cited right after a document (`§2, §4 'Coupon' and §8`), read from `rest`. */
function sectionsAfter(rest) {
  const sections = [];
  let text = rest.replace(/^#[\w-]*/, '');
  for (;;) {
    const m = SECTION.exec(text);
    if (!m) break;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = Math.min(from, to); n <= Math.max(from, to) && n - from < 50; n += 1) sections.push(n);
    text = text.slice(m[0].length);
    const label = QUOTED.exec(text);
    if (label) text = text.slice(label[0].length);
    const sep = SEPARATOR.exec(text);
    if (!sep || !SECTION.test(text.slice(sep[0].length))) break;
    text = text.slice(sep[0].length);
  }
  return sections;
}

/** Decision numbers cited on a line: `decision 012`, `Decisions 005 and 019`, `decisions 008, 010`. */
function decisionNumbers(line) {
  const numbers = [];
  const re = /\bdecisions?\s+(\d{3})\b((?:\s*(?:,|and\b|or\b|&)\s*\d{3}\b)*)/gi;
  for (const m of line.matchAll(re)) {
    numbers.push(m[1], ...(m[2].match(/\d{3}/g) ?? []));
  }
  return numbers;
}

// ---- the check ----

const problems = [];
const report = (kind, file, line, message) => problems.push({ kind, where: `${file}:${line}`, message });

function checkDocument(file, lineNo, cited, target, rest, kindPrefix = '') {
  if (!isFile(target)) {
    report(`${kindPrefix}missing document`, file, lineNo, `cites ${cited}, but ${target} does not exist`);
    return;
  }
  if (path.extname(target) !== '.md') return;
  const have = sectionsOf(target);
  for (const n of sectionsAfter(rest)) {
    if (!have.has(n))
      report('missing section', file, lineNo, `cites ${cited} §${n}, but ${target} has no heading "## ${n}"`);
  }
}

function checkLine(file, lineNo, line) {
  const markdown = file.endsWith('.md');
  const dir = path.dirname(file);

  for (const m of line.matchAll(MD_TOKEN)) {
    const token = m[1];
    const rest = line.slice(m.index + m[0].length);
    const base = path.basename(token);
    const isLinkTarget = markdown && line[m.index - 1] === '(' && line[m.index - 2] === ']';

    if (token.startsWith('docs/')) {
      checkDocument(file, lineNo, token, path.normalize(token), rest);
      const d = /^docs\/decisions\/(\d{3})-/.exec(token);
      if (d && !isFile(token) && decisionByNumber.has(d[1])) {
        problems[problems.length - 1].message += ` (decision ${d[1]} is ${decisionByNumber.get(d[1])})`;
      }
      continue;
    }

    const relative = markdown ? path.normalize(path.join(dir, token)) : null;
    if (relative && !relative.startsWith('..') && isFile(relative)) {
      checkDocument(file, lineNo, token, relative, rest);
      continue;
    }
    if (LEGACY.has(base)) {
      const sections = sectionsAfter(rest).map((n) => `§${n}`);
      const cited = [token, sections.join(', ')].filter(Boolean).join(' ');
      const message = `cites ${cited}, which is not in the repository (its replacement: ${LEGACY.get(base)})`;
      report(`not in the repository: ${base}`, file, lineNo, message);
      continue;
    }
    if (isLinkTarget)
      report('missing document', file, lineNo, `links to ${token}, but ${relative} does not exist`);
  }

  for (const number of decisionNumbers(line)) {
    if (!decisionByNumber.has(number)) {
      report(
        'missing decision',
        file,
        lineNo,
        `cites decision ${number}, but there is no docs/decisions/${number}-*.md`,
      );
    }
  }
}

const files = sourceFiles();
for (const file of files) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => checkLine(file, i + 1, line));
}

if (problems.length === 0) {
  console.log(`check-docs: ${files.length} files, every cited document, section and decision exists.`);
  process.exit(0);
}

for (const p of problems) console.log(`${p.where}: ${p.message}`);
const byKind = new Map();
for (const p of problems) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
console.log(
  `\ncheck-docs: ${problems.length} citation(s) of something that does not exist, in ${files.length} files:`,
);
for (const [kind, n] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(n).padStart(4)}  ${kind}`);
process.exit(1);
