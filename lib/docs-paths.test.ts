// The docs a newcomer reads name files; each named file must exist, or the docs send them nowhere.
// Checks every backticked path that starts with a top-level folder of the project (placeholders
// such as `<resource>`, `{id}`, `*`, `…` and `NNNN` are patterns, not paths, and are skipped). A
// decision may name no path; the other docs must name some, or the pattern above has broken.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const DOCS = [
  'README.md', 'docs/architecture.md', 'docs/recipes.md', 'docs/bench.md',
  ...fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/decisions/${f}`),
];
const FOLDERS = ['app', 'bench', 'components', 'contract', 'deploy', 'docs', 'domain', 'e2e', 'lib', 'public', 'scripts', 'server'];

function namedPaths(doc: string): string[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const paths = [...text.matchAll(/`([^`\n]+)`/g)]
    .flatMap((m) => m[1].split(/[\s,()]+/))
    .map((p) => p.replace(/[.:;]+$/, ''))
    .filter((p) => FOLDERS.some((f) => p.startsWith(`${f}/`)))
    .filter((p) => !/[<{*…]|NNNN/.test(p));
  return [...new Set(paths)];
}

/** The targets of the doc's relative Markdown links (`[text](target)`), resolved from the doc's folder. */
function linkTargets(doc: string): string[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  return [...text.matchAll(/\]\(((?![a-z]+:|#)[^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((m) => path.relative(root, path.resolve(root, path.dirname(doc), m[1])));
}

describe('paths named in the docs', () => {
  it.each(DOCS)('%s names only files and folders that exist', (doc) => {
    const named = namedPaths(doc);
    if (!doc.startsWith('docs/decisions/')) expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });

  it.each(DOCS)('%s links only to files that exist', (doc) => {
    expect(linkTargets(doc).filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });
});
