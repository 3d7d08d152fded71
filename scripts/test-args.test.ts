// The test commands as a newcomer types them: `npm run test:api -- server/routes/zones.test.ts`
// (= `npm test -- --only api server/routes/zones.test.ts`) must run that one file.
import { jestArgs, parseArgs } from './test-args';

describe('parseArgs', () => {
  it('runs every part by default, or the parts --only names', () => {
    expect(parseArgs([])).toEqual({ only: ['static', 'unit', 'api', 'e2e'], extra: [] });
    expect(parseArgs(['--only', 'unit,api'])).toEqual({ only: ['unit', 'api'], extra: [] });
    expect(parseArgs(['--only=e2e'])).toEqual({ only: ['e2e'], extra: [] });
  });

  it('hands the other words, wherever they stand, to the one runner selected', () => {
    expect(parseArgs(['--only', 'api', 'server/routes/zones.test.ts'])).toEqual({ only: ['api'], extra: ['server/routes/zones.test.ts'] });
    expect(parseArgs(['domain/x.test.ts', '-t', 'rounds', '--only', 'unit'])).toEqual({ only: ['unit'], extra: ['domain/x.test.ts', '-t', 'rounds'] });
  });

  it('refuses an unknown part, a missing one, and extra words for several runners or for static', () => {
    expect(parseArgs(['--only', 'units'])).toEqual({ error: expect.stringContaining("not 'units'") });
    expect(parseArgs(['--only'])).toEqual({ error: expect.stringContaining('--only takes') });
    expect(parseArgs(['server/routes/zones.test.ts'])).toEqual({ error: expect.stringContaining('need --only') });
    expect(parseArgs(['--only', 'unit,api', 'x.test.ts'])).toEqual({ error: expect.stringContaining('need --only') });
    expect(parseArgs(['--only', 'static', 'x.test.ts'])).toEqual({ error: expect.stringContaining('need --only') });
  });
});

describe('jestArgs', () => {
  it('puts the files before --selectProjects, which would take them for project names, and ends with the project', () => {
    const args = jestArgs('api', '/tmp/out.json', ['server/routes/zones.test.ts']);
    expect(args[0]).toBe('server/routes/zones.test.ts');
    expect(args.slice(-2)).toEqual(['--selectProjects', 'api']);
  });

  it('runs the API suites two at a time unless the caller says how many, and the unit suites as jest chooses', () => {
    expect(jestArgs('api', '/tmp/out.json', [])).toContain('--maxWorkers=2');
    expect(jestArgs('api', '/tmp/out.json', ['--runInBand'])).not.toContain('--maxWorkers=2');
    expect(jestArgs('api', '/tmp/out.json', ['-w', '1'])).not.toContain('--maxWorkers=2');
    expect(jestArgs('api', '/tmp/out.json', ['--maxWorkers=4']).filter((a) => a.startsWith('--maxWorkers'))).toEqual(['--maxWorkers=4']);
    expect(jestArgs('unit', '/tmp/out.json', []).some((a) => a.startsWith('--maxWorkers'))).toBe(false);
  });
});
