// Lint rules that keep STYLE.md C2/C3 true: kebab-case files and folders, named exports, `@/` imports, no
// cross-feature imports (a feature imports only itself and the shared layers; src/app composes features), shared code
// that never reaches into features or the app, no barrel or re-export files, and the React hooks rules.
// `npm run lint` runs it with --max-warnings 0: any finding fails.
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SRC = path.resolve(import.meta.dirname, 'src');
/** Where a file under src/ belongs: `feature:<name>`, `app`, `shared:<layer>` or `root` (main.tsx and the like). */
function zoneOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return 'root';
  if (parts[0] === 'features') return parts.length > 2 ? `feature:${parts[1]}` : 'root';
  if (parts[0] === 'app') return 'app';
  return `shared:${parts[0]}`;
}

/** The file an import names, for `@/…` and relative specifiers (null for packages). */
function targetOf(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** Why an import crosses a boundary, or null when it may. */
function boundaryProblem(from, to) {
  if (to === 'root' || from === to) return null;
  if (from.startsWith('feature:')) {
    if (to.startsWith('feature:')) return `No cross-feature imports (${from.slice(8)} → ${to.slice(8)}): compose features in src/app/routes.`;
    if (to === 'app') return 'A feature must not import the app layer.';
    return null;
  }
  if (from.startsWith('shared:') && from !== 'shared:testing' && (to.startsWith('feature:') || to === 'app')) {
    return 'Shared code (api, components, config, lib) must not import features or the app.';
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'STYLE C2: feature boundaries (bulletproof-react zones)' } },
  create(context) {
    const from = zoneOf(context.filename);
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, context.filename);
      if (target === null) return;
      const problem = boundaryProblem(from, zoneOf(target));
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const noParentImports = { group: ['../../*'], message: 'Use an `@/` import instead of climbing two folders.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile, xj: { rules: { boundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [noParentImports] }],
      'check-file/filename-naming-convention': ['error', { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'xj/boundaries': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        { selector: 'ExportAllDeclaration', message: 'No re-exports (barrels): import from the module that defines it.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'No re-exports (barrels): import from the module that defines it.' },
      ],
    },
  },
  {
    // A folder's index file is a barrel by another name.
    files: ['src/**/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'No index.ts barrels: name the file for what it holds.' }],
    },
  },
  {
    files: ['*.{js,ts}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
);
