// Lint for correctness, not style: TypeScript's recommended rules and the rules of hooks.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.next*/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**',
      'next-env.d.ts', 'server/db/migrations/**', 'reports/**', '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'components/**/*.ts', 'lib/**/*.ts', 'app/**/*.ts'],
    plugins: reactHooks.configs.flat['recommended-latest'].plugins,
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // `useEffect(() => setEnhanced(true), [])` is how a form learns that JavaScript runs
      // (progressive enhancement): the rule has no exception for it
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    rules: {
      // API payloads and test harnesses are untyped JSON by nature
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true,
      }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The layers (docs/architecture.md): contract/ is the API's shapes and needs nothing but zod;
  // domain/ is pure rules both processes share; the API and the storefront meet only through
  // contract/ and domain/, never by importing each other.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^(?!zod$|\\./)',
        message: 'contract/ imports only zod (and its own files).',
      }] }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        // sanitize-html is the recorded exception (decision 44): the HTML allowlist needs a parser
        regex: '^(?!\\./|\\.\\./contract(/|$)|@/contract(/|$)|sanitize-html$)',
        message: 'domain/ imports only contract/ (and its own files): it is pure and shared by both processes.',
      }] }],
    },
  },
  // domain/'s own folders (domain/pricing/): the same rule one level down, so '../price' is domain/ itself
  {
    files: ['domain/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^(?!\\./|\\.\\./(?!\\.\\./)|\\.\\./\\.\\./contract(/|$)|@/contract(/|$))',
        message: 'domain/ imports only contract/ (and its own files): it is pure and shared by both processes.',
      }] }],
    },
  },
  // server/ has its own app.ts and lib/: a relative path names the storefront's only when it climbs
  // back to the root, so the rule is written once per depth
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`server/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: `^(@/(app|components|lib)(/|$)|(\\.\\./){${depth}}(app|components|lib)(/|$))`,
        message: 'server/ never imports the storefront (app/, components/, lib/): share through contract/ or domain/.',
      }] }],
    },
  })),
  // The demo seed is loaded only by what starts or fills a database; the API serving requests (and
  // the art it draws with) never imports it (issue 5). A second rule name, so the one above stays.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/main.ts', 'server/db/cli.ts', 'server/test/**', 'server/demo/seed/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{
        regex: '((^|/)demo/seed|^\\.\\./seed)(/|$)',
        message: 'Only start-up, the db CLI and tests load the demo seed: what the API serves comes from the database.',
      }] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^(@/server(/|$)|(\\.\\./)+server(/|$))',
        message: 'The storefront never imports server/: it talks to the API over HTTP (lib/api/).',
      }] }],
    },
  },
  // lib/ is what pages and components build on: it importing them back would make a cycle of layers
  // (and drag UI into the middleware's bundle); what both need lives in lib/ or domain/
  {
    files: ['lib/**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^(@/(app|components|server)(/|$)|(\\.\\./)+(app|components|server)(/|$))',
        message: 'lib/ never imports app/, components/ or server/: move what it needs into lib/ or domain/.',
      }] }],
    },
  },
  // zod schemas must not reach a browser bundle (zod's eval probe breaks the CSP, and it is heavy):
  // code that client components import takes only types from contract/, and numbers from its
  // zod-free limits.ts
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{
        regex: '^(@/contract|(\\.\\./)+contract)(/(?!limits$).*)?$',
        allowTypeImports: true,
        message: 'Only types from contract/ here (numbers from contract/limits): its zod schemas would reach the browser.',
      }] }],
    },
  },
  // No import cycles: two modules that need each other share a third (their types in a module of
  // their own), and what wires parts together (a composition root: app.ts, a page, a dialog) sits
  // above them and is imported by none. This rule refuses a cycle of value imports; it skips
  // `import type` by design, so a cycle of types fails scripts/import-cycles.test.ts instead
  // (decision 174). Resolved as TypeScript does (tsconfig.json's @/ paths) by unrs-resolver, which
  // import-x's node resolver is built on.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
        tsconfig: { configFile: fileURLToPath(new globalThis.URL('./tsconfig.json', import.meta.url)) },
      })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
