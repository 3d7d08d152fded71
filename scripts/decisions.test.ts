// docs/decisions/ holds one record per file and an index generated from them: the index must be
// what the generator makes of the files, and each file must have the shape the index reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { problems, readDecisions, renderIndex } from './decisions';

const dir = path.resolve(__dirname, '..', 'docs', 'decisions');
const decisions = readDecisions(dir);
// numbers given out to the branches of issues 34–40 (0140–0177) that none of them used; any other
// hole in the numbering is an error (the next decision takes the next number after the highest)
const NEVER_USED = new Set([147, 148, 149, 154, 155, 156, 162, 163, 164, 170, 171]);

describe('docs/decisions', () => {
  it('has the old log split into its 139 records and nothing else in the folder', () => {
    expect(decisions.filter((d) => d.number <= 139)).toHaveLength(139);
    const others = fs.readdirSync(dir).filter((f) => f !== 'README.md' && !decisions.some((d) => d.file === f));
    expect(others).toEqual([]);
  });

  it('gives every file its heading, a valid status, the three sections and links that lead somewhere', () => {
    expect(problems(decisions, dir)).toEqual([]);
  });

  it('numbers the files once each, with no number skipped', () => {
    const numbers = decisions.map((d) => d.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    const max = Math.max(...numbers);
    const skipped = Array.from({ length: max }, (_, i) => i + 1)
      .filter((n) => !numbers.includes(n) && !NEVER_USED.has(n));
    expect(skipped).toEqual([]);
  });

  it('has README.md equal to what `npm run docs:decisions` writes', () => {
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(renderIndex(decisions));
  });
});

describe('the decision checks', () => {
  // a folder of made-up records, to see each check refuse what it should
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
  const record = (n: string, status: string, extra = '') =>
    `# ${n}. A title\n\n- Status: ${status}\n- Area: Payments\n\n## Context\n\nc\n\n## Decision\n\nd${extra}\n\n## Consequences\n\nc\n`;
  const write = (files: Record<string, string>) => {
    for (const f of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, f));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(tmp, name), text);
    return problems(readDecisions(tmp), tmp);
  };
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("accepts a well-formed pair, one superseding the other, whatever the status word's case", () => {
    expect(write({ '0001-a.md': record('0001', 'superseded by 0002'), '0002-b.md': record('0002', 'Accepted, supersedes 0001') })).toEqual([]);
  });

  it('refuses a superseded record naming no decision, an unknown status, a missing section, a bad area and a dead link', () => {
    const found = write({
      '0001-a.md': record('0001', 'superseded by 0009'),
      '0002-b.md': record('0002', 'maybe'),
      '0003-c.md': record('0003', 'accepted').replace('## Consequences', '## Outcome'),
      '0004-d.md': record('0004', 'accepted').replace('Payments', 'Misc'),
      '0005-e.md': record('0005', 'accepted', ' [x](0006-f.md)'),
      '0006-g.md': record('0007', 'accepted'),
    });
    expect(found).toEqual([
      '0001-a.md: superseded by 0009, which has no file',
      '0001-a.md: the status names 0009, which has no file',
      "0002-b.md: status 'maybe' is not proposed, accepted, rejected, deprecated or superseded by NNNN",
      '0003-c.md: lacks ## Consequences',
      "0004-d.md: area 'Misc' is not one of AREAS (scripts/decisions.ts)",
      '0005-e.md: links to 0006-f.md, which does not exist',
      '0006-g.md: the heading says 0007',
    ]);
  });

  it('lists a record without an area under its own heading rather than dropping it', () => {
    write({ '0001-a.md': record('0001', 'accepted').replace('- Area: Payments\n', '') });
    expect(renderIndex(readDecisions(tmp))).toContain('## Not yet given an area\n\n| # | decision | status |\n|---|---|---|\n| 0001 | [A title](0001-a.md) | accepted |');
  });
});
