// Unit tests (domain/, lib/) and API tests against a real database (server/).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const transform = { '^.+\\.(t|j)sx?$': swc };
// ESM-only packages that jest must transform too
const transformIgnorePatterns = ['/node_modules/(?!(ky|jose|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'];
// every test must make at least one assertion
const setupFilesAfterEnv = ['<rootDir>/jest.setup.ts'];
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/server/test/empty.cjs' };

// PGlite imports its extensions dynamically: run jest with NODE_OPTIONS=--experimental-vm-modules
// (scripts/test.ts and the test:* scripts do).
/** The unit project on its own: `npm run mutate` (stryker.config.mjs) runs only these tests. */
export const unitProject = {
  displayName: 'unit',
  testEnvironment: 'node',
  roots: ['<rootDir>/domain', '<rootDir>/lib', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform, transformIgnorePatterns, moduleNameMapper, setupFilesAfterEnv,
};

export default {
  // testTimeout is a global option: per-project values are ignored
  testTimeout: 60000,
  projects: [
    unitProject,
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform, transformIgnorePatterns, moduleNameMapper, setupFilesAfterEnv,
      globalSetup: '<rootDir>/server/test/global-setup.ts',
    },
  ],
};
