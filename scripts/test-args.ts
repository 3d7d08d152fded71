// The command line of `npm test` (scripts/test.ts) and of `npm run test:unit` / `test:api`, which
// are `npm test -- --only unit|api`: which parts run, and the arguments each runner gets.
export type Part = 'static' | 'unit' | 'api' | 'e2e';
export const PARTS: Part[] = ['static', 'unit', 'api', 'e2e'];

/** The parts to run and the arguments for their runner, or why the command line is wrong. */
export function parseArgs(argv: string[]): { only: Part[]; extra: string[] } | { error: string } {
  let only: Part[] = PARTS;
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = a === '--only' ? (argv[++i] ?? '') : a.startsWith('--only=') ? a.slice('--only='.length) : undefined;
    if (value === undefined) {
      extra.push(a);
      continue;
    }
    const wanted = value.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = wanted.filter((p) => !PARTS.includes(p as Part));
    if (!wanted.length || unknown.length) return { error: `--only takes ${PARTS.join('|')} (comma-separated), not '${value}'` };
    only = wanted as Part[];
  }
  if (extra.length && !(only.length === 1 && only[0] !== 'static')) {
    return { error: `extra arguments (${extra.join(' ')}) need --only with exactly one of unit, api, e2e` };
  }
  return { only, extra };
}

/**
 * jest's arguments for one project. The caller's arguments (test files, -t …) go first: jest's
 * --selectProjects takes every word after it up to the next flag as a project name, so
 * `--selectProjects api server/routes/zones.test.ts` ran all the API suites, the path being taken
 * for a second project.
 */
export const jestArgs = (project: 'unit' | 'api', outputFile: string, extra: string[]): string[] => [
  ...extra,
  ...(project === 'api' && !extra.some(setsWorkers) ? [`--maxWorkers=${API_WORKERS}`] : []),
  '--ci', '--json', `--outputFile=${outputFile}`, '--selectProjects', project,
];

/**
 * The API suites' workers. On CI's two cores jest's default (cores − 1) runs one suite at a time
 * while each waits mostly on its database: two workers took the PGlite run from 908 s to 532 s.
 */
export const API_WORKERS = 2;
const setsWorkers = (a: string) => /^(-w|--maxWorkers|-i|--runInBand)(=|$)/.test(a);
