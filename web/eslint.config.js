// Lint rules that keep STYLE.md C2/C3 true: kebab-case files, named exports, `@/` imports,
// no cross-feature imports, and shared code that never reaches into features or the app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noParentImports = { group: ['../../*'], message: 'Use an `@/` import instead of climbing two folders.' };

const featureZones = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noParentImports,
          {
            group: ['@/features/*', `!@/features/${feature}`],
            message: 'No cross-feature imports: compose features in src/app instead.',
          },
          { group: ['@/app', '@/app/*'], message: 'Features must not import the app layer.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noParentImports] }],
      'check-file/filename-naming-convention': ['error', { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['*.{js,ts}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/api/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noParentImports,
            { group: ['@/features', '@/features/*', '@/app', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...featureZones,
  {
    files: ['src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
