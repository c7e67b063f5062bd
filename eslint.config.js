// One lint configuration for every package; `turbo run lint` runs it per package. Type-aware: the rules that need
// types (floating and misused promises, unsafe any) read each package's tsconfig through the project service.
// The naming and import rules that make every area look alike are explained in docs/conventions.md.
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

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
