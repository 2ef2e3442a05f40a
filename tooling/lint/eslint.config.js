// The one ESLint config of the tree (run from the root: `pnpm lint`). Rules are the recommended sets of
// ESLint, typescript-eslint, react-hooks (the React Compiler rules included) and jsx-a11y, plus the
// import boundaries: no unit imports another unit's source, features import neither each
// other nor app/, and React Router and Firebase are reached only through their one module in shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const units = ['shell', 'mf-content', 'mf-catalogue', 'mf-calculator', 'mf-accounts'];
const browserPackages = [...units, 'shared'];

/** Another unit's (or a Node-only package's) source, reached by a relative path. */
const otherUnitSource = (self) => ({
  regex: `^\\.\\.?/(.*/)?(${[...units, 'shared', 'renderer', 'tooling', 'backend', 'e2e', 'scripts'].filter((name) => name !== self).join('|')})/`,
  message: 'A unit never imports another unit’s source: cross through federation or @frio/shared.',
});

const singleModules = [
  {
    regex: '^react-router(-dom)?(/.*)?$',
    message: 'Import the router from @frio/shared/router: a second copy would bundle a second router.',
  },
  {
    regex: '^(firebase|@firebase)(/.*)?$',
    message: 'Reach Firebase through @frio/shared/firebase (loadAuthSdk/loadDatabaseSdk): one app per page.',
  },
  {
    regex: '^@frio/(tooling|renderer)(/.*)?$',
    message: '@frio/tooling and @frio/renderer are Node-only; browser code never imports them.',
  },
];

const featureBoundaries = [
  { regex: '^\\.\\./[^.]', message: 'Features do not import each other: move the shared piece to lib/.' },
  { regex: '^(\\.\\./)+(app|features)/', message: 'Features import neither app/ nor other features.' },
];
/** The same for a file in a feature's sub-folder (features/listing/data/…): `../` is its own feature. */
const subFolderBoundaries = [
  { regex: '^\\.\\./\\.\\./[^.]', message: 'Features do not import each other: move the shared piece to lib/.' },
  { regex: '^(\\.\\./)+(app|features)/', message: 'Features import neither app/ nor other features.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-embed/**',
      'bench-results/**',
      'e2e/.tmp/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.hosting/**',
      '.release-tmp-*/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: browserPackages.map((name) => `${name}/src/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: browserPackages.map((name) => `${name}/src/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/vite*.config.ts', 'vitest.*.ts', 'scripts/**', 'renderer/**', 'tooling/**', 'backend/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  ...units.map((unit) => ({
    files: [`${unit}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherUnitSource(unit), ...singleModules] }] },
  })),
  ...units.map((unit) => ({
    files: [`${unit}/src/features/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherUnitSource(unit), ...singleModules, ...featureBoundaries] }],
    },
  })),
  ...units.map((unit) => ({
    files: [`${unit}/src/features/*/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [otherUnitSource(unit), ...singleModules, ...subFolderBoundaries] },
      ],
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/site/router.ts', 'shared/src/testing/router.ts', 'shared/src/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherUnitSource('shared'), ...singleModules] }] },
  },
);
