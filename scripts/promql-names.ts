// The metric names a Prometheus expression reads, so the dashboard (deploy/grafana/shop.json) and the
// alerts (deploy/prometheus/alerts.yml) can be checked against what the processes export
// (e2e/ops.spec.ts). Not a PromQL parser: label matchers, durations, strings and grouping lists are
// cut out, and what is left that is a name and not a function call or a keyword is a metric.
import fs from 'node:fs';

const KEYWORDS = new Set(['by', 'without', 'offset', 'and', 'or', 'unless', 'on', 'ignoring', 'bool', 'group_left', 'group_right', 'inf', 'nan']);

export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\S+/g, ' ')
    // numbers and durations (0.99, 1e3, 15m) are not names
    .replace(/(^|[^A-Za-z0-9_:])\d[\d.]*(e[+-]?\d+)?[a-z]*/gi, '$1 ');
  const names = new Set<string>();
  for (const m of bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)) {
    if (m[2] || KEYWORDS.has(m[1].toLowerCase())) continue;
    names.add(m[1]);
  }
  return [...names];
}

/** The `expr:` of every rule in an alerts file (one line, or a `|` block indented below it). */
export function alertExpressions(file: string): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!m) return;
    if (m[2].trim() !== '|') {
      out.push(m[2].trim());
      return;
    }
    const block: string[] = [];
    for (let j = i + 1; j < lines.length && (lines[j].trim() === '' || lines[j].search(/\S/) > m[1].length); j++) block.push(lines[j].trim());
    out.push(block.join(' ').trim());
  });
  return out;
}

/** The `expr` of every target of every panel of a Grafana dashboard. */
export function dashboardExpressions(file: string): string[] {
  type Panel = { targets?: { expr?: string }[]; panels?: Panel[] };
  const walk = (panels: Panel[]): string[] => panels.flatMap((p) => [...(p.targets ?? []).flatMap((t) => (t.expr ? [t.expr] : [])), ...walk(p.panels ?? [])]);
  return walk((JSON.parse(fs.readFileSync(file, 'utf8')) as { panels: Panel[] }).panels);
}

/** The series names an exposition (a /metrics answer) offers: each family, with a histogram's _bucket, _sum and _count. */
export function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const m of exposition.matchAll(/^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{| )/gm)) names.add(m[1]);
  return names;
}
