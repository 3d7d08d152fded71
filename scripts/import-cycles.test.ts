// No two modules of the project import each other, through any chain, type imports included.
// eslint's import-x/no-cycle (eslint.config.js) refuses a cycle of value imports as you type, but
// skips `import type` by design; a cycle of types is still two modules that cannot be read, moved
// or tested one without the other, so this test walks the whole graph with TypeScript's own module
// resolution (tsconfig.json's paths, `@/…` included) and names every cycle it finds.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
const SKIP = /^(node_modules|\.next[\w-]*|\.data|\.git|\.stryker-tmp|coverage|reports|test-results|playwright-report)$/;

function sourceFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.test(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each project file and the project files it imports (value and type imports, re-exports, import()). */
export function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName;
      return resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`) && !resolved.endsWith('.d.ts') ? [resolved] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of files that reach each other (Tarjan's strongly connected components of two or more). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(path.relative(root, member));
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

it('finds a cycle when there is one', () => {
  const a = path.join(root, 'a.ts');
  const b = path.join(root, 'b.ts');
  const c = path.join(root, 'c.ts');
  expect(cycles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  expect(cycles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
});

it('no module of the project imports itself back through another, type imports included', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(500);
  expect(cycles(graph)).toEqual([]);
}, 60_000);
