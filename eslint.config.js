// Lint for correctness, not style: TypeScript's recommended rules and the rules of hooks.
import js from '@eslint/js';
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
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
