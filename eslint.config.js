import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'adapters/persistence/migrations/**'] },
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
      ],
    },
  },
  {
    files: ['ui/**/*.tsx'],
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
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
