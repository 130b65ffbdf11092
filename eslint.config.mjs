// The one lint gate for code: ESLint (with Docusaurus' own rules), run by
// `npm run lint` together with `tsc --noEmit` and `prettier --check`.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-fixtures/',
      'build-quick/',
      'build-algolia/',
      'build-sourcemaps/',
      'build-without-extras/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      '@docusaurus': docusaurus,
    },
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
);
