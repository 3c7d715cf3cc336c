// Flat ESLint config: type-aware rules everywhere, plus the package-boundary rules of DESIGN §1.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globals the pure engine must never touch: no clock, no ambient randomness, no I/O, no timers. */
const engineForbiddenGlobals = [
  'Date',
  'crypto',
  'process',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'queueMicrotask',
  'performance',
  'fetch',
].map((name) => ({
  name,
  message: 'The engine is pure: no clock, I/O, timers or ambient crypto.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.svelte-kit/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(packages|apps)/',
              message: 'Import workspace packages by name (@tavolo/...), never by relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts', 'packages/engine/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...engineForbiddenGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the Rng passed to setup/decide.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tavolo/*'], message: 'The engine imports no workspace package.' },
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'The engine does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
