import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// An effect's callback must have a block body, so that it returns nothing by accident: React calls
// whatever it returns as the cleanup (issue 10.1: a Promise from scrollIntoView crashed the page on
// leaving it). A cleanup is written `useEffect(() => { …; return () => …; })`.
const effectCallee = /^use(Layout|Insertion)?Effect$/;
const expressionBodiedEffect = [
  `CallExpression[callee.name=${effectCallee}] > ArrowFunctionExpression.arguments:first-child[body.type!='BlockStatement']`,
  `CallExpression[callee.property.name=${effectCallee}] > ArrowFunctionExpression.arguments:first-child[body.type!='BlockStatement']`,
].map((selector) => ({ selector, message: 'An effect callback needs a block body: React would call what it returns as the cleanup.' }));

export default tseslint.config(
  { ignores: ['dist/**', 'core/dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'adapters/persistence/migrations/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}', 'scripts/**'], languageOptions: { globals: { ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name what a module exports (ARCHITECTURE.md section 4).' },
        ...expressionBodiedEffect,
      ],
    },
  },
  {
    files: ['ui/**/*.tsx', 'shop/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`.' },
        { selector: 'JSXText[value=/[A-Za-zÀ-ÿ]/]', message: 'Literal text in JSX: use t() with a key from locales/.' },
        {
          selector: 'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|description|alt|error)$/] > Literal[value=/[A-Za-zÀ-ÿ]/]',
          message: 'Literal text in a visible attribute: use t() with a key from locales/.',
        },
        ...expressionBodiedEffect,
      ],
    },
  },
  {
    // core is the @dealer-panel/core package: outside core/, it is imported by name, the way any
    // other project would (core/README.md), never by a relative path into the folder.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['core/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\./|(\\.\\./)+)core(/|$)', message: 'Import core by name: @dealer-panel/core/<context>/<module>.' }],
      }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
