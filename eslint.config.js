import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './config/eslint/boundaries.js';

/**
 * Lint rules: typescript-eslint's recommended set, the rules of hooks, type-only imports kept apart, and the
 * project boundaries: umi-request only inside src/services/request, ahooks' useRequest only through
 * useApiRequest, no hard-coded Chinese in JSX text (every visible string goes through react-intl), and the
 * import directions between the layers of src, the pages, the contract's schemas and the mock
 * (config/eslint/boundaries.js).
 */
export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, jucai: boundaries },
    rules: {
      'jucai/import-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'umi-request', message: 'Use @/services/request: it signs requests and handles errors.' },
            { name: 'ahooks', importNames: ['useRequest'], message: 'Use useApiRequest (@/hooks/useApiRequest.ts): it carries the app defaults.' },
          ],
        },
      ],
    },
  },
  {
    // Every e2e test starts from a known mock state and signs in one way: through the fixture.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures.ts': it resets the mock and signs in.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/request/**', 'src/hooks/useApiRequest.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[\\u4e00-\\u9fff]/]', message: 'Visible text goes through react-intl (src/locales).' },
        { selector: 'JSXAttribute > Literal[value=/[\\u4e00-\\u9fff]/]', message: 'Visible text goes through react-intl (src/locales).' },
        {
          // The build leaves out the styles of antd's preset-colour buttons (config/plugins/browserShims.ts).
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='color']",
          message: 'Buttons use type / danger, not preset colours (their styles are not built; see config/plugins/browserShims.ts).',
        },
      ],
    },
  },
);
