// `npm run mutate`: StrykerJS mutates domain/ and lib/ and runs the unit jest project against each
// mutant. A surviving mutant is a change to the code that no test notices. A tool, not part of
// `npm test`: a full run takes a while on a small machine (see README).
import { unitProject } from './jest.config.js';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  // the API tests need a database and are not what guards these files: the unit project only
  jest: {
    projectType: 'custom',
    config: { ...unitProject, projects: undefined, displayName: undefined },
    enableFindRelatedTests: true,
  },
  testRunnerNodeArgs: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
  mutate: ['domain/**/*.ts', 'lib/**/*.ts', 'lib/**/*.tsx', '!**/*.test.ts', '!**/*.test.tsx'],
  ignorePatterns: ['.next', '.next-*', '.data', 'test-results', 'playwright-report', 'reports', 'bench'],
  coverageAnalysis: 'perTest',
  // a static mutant (a module-level table, such as measure rules) reruns the whole unit project,
  // which takes seconds on a busy machine: the default 5 s would count it as a timeout ("killed")
  timeoutMS: 60_000,
  concurrency: 2,
  // remembers killed/survived mutants by file and test: a rerun only tests what changed
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
};
