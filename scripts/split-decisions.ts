// One-off: splits docs/decisions.md into docs/decisions/NNNN-slug.md (MADR shape). Run once, then
// read the files through; kept out of the tree after the split.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = fs.readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
const outDir = path.join(root, 'docs/decisions');
fs.mkdirSync(outDir, { recursive: true });

const pad = (n: number | string) => String(n).padStart(4, '0');
const CYR: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
function slug(title: string): string {
  const words = [...title.toLowerCase()].map((c) => CYR[c] ?? c).join('')
    .replace(/[`'’"]/g, '').replace(/[^a-z0-9]+/g, ' ').trim().split(' ');
  let s = '';
  for (const w of words) {
    if ((s + '-' + w).length > 48) break;
    s = s ? `${s}-${w}` : w;
  }
  return s;
}

// the index: number → area (the index groups each decision once)
const areaOf = new Map<number, string>();
let area = '';
for (const line of src.slice(0, src.indexOf('\n## Architecture')).split('\n')) {
  const g = /^\| \*\*(.+)\*\* \|/.exec(line);
  if (g) area = g[1];
  const r = /^\| (\d+) \|/.exec(line);
  if (r) areaOf.set(Number(r[1]), area);
}

type Rec = { n: number; title: string; body: string };
const recs: Rec[] = [];
const parts = src.split(/^### /m).slice(1);
for (const p of parts) {
  const nl = p.indexOf('\n');
  const m = /^(\d+)\. (.*)$/.exec(p.slice(0, nl));
  if (!m) throw new Error(`bad heading ${p.slice(0, nl)}`);
  const body = p.slice(nl + 1).split(/^## /m)[0];
  recs.push({ n: Number(m[1]), title: m[2].trim(), body });
}
const file = new Map(recs.map((r) => [r.n, `${pad(r.n)}-${slug(r.title)}.md`]));

/** "decision 44" and "decisions 89, 121 and 134" become links to the files. */
function linkNumbers(text: string): string {
  return text.replace(/\b([Dd]ecisions?) ((?:\d+(?:, | and | or |–)?)+)(?![\d.,]\d)/g, (all, word: string, list: string) => {
    const linked = list.replace(/\d+/g, (d) => (file.has(Number(d)) ? `[${d}](${file.get(Number(d))})` : d));
    return `${word} ${linked}`;
  });
}
const refs = (s: string) => s.split('; ').map((seg) => (/amend|supersed/i.test(seg)
  ? seg.replace(/(?<![\d,])\d{1,3}(?![\d,]\d)/g, (d) => pad(d)) : seg)).join('; ');

function firstDate(heading: string): string | undefined {
  const out = execFileSync('git', ['log', '--reverse', '--format=%as', `-S${heading}`, '--', 'docs/decisions.md'], { cwd: root, encoding: 'utf8' });
  return out.split('\n')[0] || undefined;
}

type Sections = { context: string[]; decision: string[]; consequences: string[]; status: string };
function sections(body: string): Sections {
  const s: Sections = { context: [], decision: [], consequences: [], status: '' };
  let cur: string[] = s.decision;
  const lines = body.replace(/\s+$/, '').split('\n');
  const listStyle = lines.some((l) => /^- \*\*(Context|Decision|Status)\.\*\*/.test(l));
  let inStatus = false;
  const pick = (label: string): string[] =>
    label === 'Context' ? s.context : label === 'Consequences' || label === 'Measured' ? s.consequences : s.decision;
  let statusLines: string[] | null = null;
  for (const raw of lines) {
    let line = raw;
    const st = /^\*Status:\* (.*)$/.exec(line);
    if (st) { s.status = st[1]; continue; }
    if (listStyle) {
      const item = /^- \*\*([A-Z][a-z ]*)(\.?)\*\*(.*)$/.exec(line);
      if (item) {
        if (item[1] === 'Status') {
          statusLines = [item[3].trim()];
          cur = [];
          continue;
        }
        statusLines = statusLines && statusLines.length ? statusLines : statusLines;
        cur = pick(item[1]);
        const keepLabel = item[1] === 'Measured' || item[1] === 'Bodies sent';
        line = keepLabel ? `**${item[1]}${item[2]}**${item[3]}` : item[3].trim();
        if (cur.length) cur.push('');
        cur.push(line);
        continue;
      }
      line = line.startsWith('  ') ? line.slice(2) : line;
      if (cur.length === 0 && statusLines && cur !== s.decision && cur !== s.context && cur !== s.consequences) statusLines.push(line.trim());
      else cur.push(line);
      continue;
    }
    const lab = /^\*\*(Context|Decision|Consequences)\.\*\* ?(.*)$/.exec(line);
    if (lab) {
      cur = pick(lab[1]);
      if (cur.length) cur.push('');
      cur.push(lab[2]);
      continue;
    }
    cur.push(line);
  }
  if (statusLines) {
    const text = statusLines.join(' ').trim();
    const m = /^Accepted([.;]?)\s*(.*)$/s.exec(text);
    const rest = m ? m[2].trim() : text;
    if (/^(amends|amended by)\b/i.test(rest) && !/\. \S/.test(rest.replace(/\.$/, ''))) s.status = `Accepted; ${rest}`;
    else {
      s.status = 'Accepted';
      if (rest) s.consequences.push("", rest.charAt(0).toUpperCase() + rest.slice(1));
    }
  }
  const trim = (a: string[]) => a.join('\n').replace(/^\s+|\s+$/g, '').split('\n');
  s.context = trim(s.context); s.decision = trim(s.decision); s.consequences = trim(s.consequences);
  return s;
}

function statusLine(raw: string): string {
  let t = raw.trim().replace(/\.$/, '');
  t = t.charAt(0).toLowerCase() + t.slice(1);
  return refs(t);
}

for (const r of recs) {
  const s = sections(r.body);
  const issue = /\(issues? ([\d, ]+)\)/.exec(s.status);
  const context = s.context.join('\n').trim()
    ? s.context.join('\n')
    : `A choice the spec leaves open${issue ? ` (issue${issue[1].includes(',') ? 's' : ''} ${issue[1]})` : ''}.`;
  const consequences = s.consequences.join('\n').trim() ? s.consequences.join('\n') : 'Nothing beyond the decision itself.';
  const date = firstDate(`### ${r.n}. ${r.title}`);
  const out = [
    `# ${pad(r.n)}. ${r.title}`,
    '',
    `- Status: ${statusLine(s.status || 'accepted')}`,
    ...(date ? [`- Date: ${date}`] : []),
    `- Area: ${areaOf.get(r.n) ?? 'UNKNOWN'}`,
    '',
    '## Context',
    '',
    linkNumbers(context),
    '',
    '## Decision',
    '',
    linkNumbers(s.decision.join('\n')),
    '',
    '## Consequences',
    '',
    linkNumbers(consequences),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, file.get(r.n)!), out);
}
console.log(`${recs.length} decisions written`);
