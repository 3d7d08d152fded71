// docs/decisions/: one file per decision, and the index (README.md there) generated from the files.
//   npm run docs:decisions            writes docs/decisions/README.md
//   npm run docs:decisions -- --check  says what is wrong and exits 1, writing nothing
// scripts/decisions.test.ts holds the files to the shape and the index to what this writes.
import fs from 'node:fs';
import path from 'node:path';

/** The areas a decision may name, in the index's order. A new area is one more entry here. */
export const AREAS = [
  'Architecture',
  'Testing and build',
  'Operations',
  'Security',
  'Accounts',
  'Catalogue and listing',
  'Caching and performance',
  'Scale of data',
  'Several processes',
  'Receiving method',
  'Checkout and orders',
  'Payments',
  'Back office and personal area',
  'Order events, webhooks and partners',
  'Favourites',
  'Reviews and ratings',
] as const;
/** Where a file without an `- Area:` line is listed until someone gives it one. */
export const NO_AREA = 'Not yet given an area';

export const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
export const HEADINGS = ['## Context', '## Decision', '## Consequences'];
/** A status is one of these words (any case); "superseded by NNNN" names the decision that replaced it. A note may follow (`accepted; amends 0039`). */
export const STATUS = /^(proposed|accepted|rejected|deprecated|superseded by (\d{4}))(?![\w-])/i;

export type Decision = {
  number: number;
  file: string;
  title: string;
  status: string;
  date?: string;
  area?: string;
  text: string;
};

const field = (text: string, name: string) => new RegExp(`^- ${name}: (.+)$`, 'm').exec(text)?.[1].trim();

export function readDecisions(dir: string): Decision[] {
  return fs.readdirSync(dir)
    .filter((f) => FILE_NAME.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const heading = /^# (\d{4})\. (.+)$/m.exec(text);
      return {
        number: Number(FILE_NAME.exec(file)![1]),
        file,
        title: heading?.[2].trim() ?? '',
        status: field(text, 'Status') ?? '',
        date: field(text, 'Date'),
        area: field(text, 'Area'),
        text,
      };
    });
}

/** What is wrong with the files, one line each; empty when all is well. */
export function problems(decisions: Decision[], dir: string): string[] {
  const out: string[] = [];
  const numbers = new Set(decisions.map((d) => d.number));
  const seen = new Map<number, string>();
  for (const d of decisions) {
    const where = d.file;
    if (seen.has(d.number)) out.push(`${where}: number ${d.number} is also ${seen.get(d.number)}`);
    seen.set(d.number, d.file);
    const heading = /^# (\d{4})\. (.+)$/.exec(d.text.split('\n')[0]);
    if (!heading) out.push(`${where}: the first line is not '# NNNN. Title'`);
    else if (Number(heading[1]) !== d.number) out.push(`${where}: the heading says ${heading[1]}`);
    const status = STATUS.exec(d.status);
    if (!status) out.push(`${where}: status '${d.status}' is not proposed, accepted, rejected, deprecated or superseded by NNNN`);
    else if (status[2] && !numbers.has(Number(status[2]))) out.push(`${where}: superseded by ${status[2]}, which has no file`);
    for (const n of d.status.match(/\b\d{4}\b/g) ?? []) {
      if (!numbers.has(Number(n))) out.push(`${where}: the status names ${n}, which has no file`);
    }
    if (d.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) out.push(`${where}: date '${d.date}' is not YYYY-MM-DD`);
    if (d.area !== undefined && !(AREAS as readonly string[]).includes(d.area)) out.push(`${where}: area '${d.area}' is not one of AREAS (scripts/decisions.ts)`);
    const positions = HEADINGS.map((h) => d.text.split('\n').indexOf(h));
    if (positions.some((p) => p < 0)) out.push(`${where}: lacks ${HEADINGS.filter((_, i) => positions[i] < 0).join(', ')}`);
    else if (positions.some((p, i) => i > 0 && p < positions[i - 1])) out.push(`${where}: ${HEADINGS.join(', ')} are out of order`);
    for (const m of d.text.matchAll(/\]\(((?!https?:|#)[^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!fs.existsSync(path.resolve(dir, m[1]))) out.push(`${where}: links to ${m[1]}, which does not exist`);
    }
  }
  return out;
}

const HEAD = `# Decisions

What we chose where the spec leaves a choice open, and why: one numbered record per file, in the
shape of an architecture decision record (MADR). A comment or doc that says "decision 52" means
\`docs/decisions/0052-*.md\`. This index is generated from the files by \`npm run docs:decisions\`;
do not edit it by hand (\`scripts/decisions.test.ts\` fails when it differs from the files).

**Adding a decision.** Take the next free number (numbers are never reused or changed), write
\`NNNN-short-slug.md\` here in this shape, then run \`npm run docs:decisions\`:

\`\`\`markdown
# NNNN. Title

- Status: accepted
- Date: YYYY-MM-DD
- Area: one of the headings below (the list is \`AREAS\` in scripts/decisions.ts)

## Context

## Decision

## Consequences
\`\`\`

The status is \`proposed\`, \`accepted\`, \`rejected\`, \`deprecated\` or \`superseded by NNNN\`, and may
carry a note after a semicolon (\`accepted; amends 0039\`). When a decision replaces another, set
the old one's status to \`superseded by NNNN\` and keep its file; when it changes part of one, say
\`amends NNNN\` in its own status and \`amended by NNNN\` in the other's.
`;

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The index's text, grouped by area in the order of AREAS, each group by number. */
export function renderIndex(decisions: Decision[]): string {
  const groups = [...AREAS, NO_AREA].map((area) => ({
    area,
    rows: decisions.filter((d) => (d.area && (AREAS as readonly string[]).includes(d.area) ? d.area : NO_AREA) === area),
  })).filter((g) => g.rows.length);
  const body = groups.map((g) => [
    `## ${g.area}`,
    '',
    '| # | decision | status |',
    '|---|---|---|',
    ...g.rows.map((d) => `| ${String(d.number).padStart(4, '0')} | [${cell(d.title)}](${d.file}) | ${cell(d.status)} |`),
  ].join('\n'));
  return `${HEAD}\n${body.join('\n\n')}\n`;
}

if (process.argv[1]?.endsWith('decisions.ts')) {
  const dir = path.resolve('docs/decisions');
  const decisions = readDecisions(dir);
  const wrong = problems(decisions, dir);
  for (const line of wrong) console.error(line);
  const indexFile = path.join(dir, 'README.md');
  const index = renderIndex(decisions);
  if (process.argv.includes('--check')) {
    const stale = !fs.existsSync(indexFile) || fs.readFileSync(indexFile, 'utf8') !== index;
    if (stale) console.error('docs/decisions/README.md differs from the files: run npm run docs:decisions');
    process.exit(wrong.length || stale ? 1 : 0);
  }
  fs.writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${decisions.length} decisions${wrong.length ? `; ${wrong.length} problems above` : ''}`);
  process.exit(wrong.length ? 1 : 0);
}
