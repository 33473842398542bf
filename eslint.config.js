import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow lib -> api (the shared data layer) / components -> features -> app: a feature never
// imports another feature or the app, and shared code never imports what sits above it.
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '@/app/*', '../../*'],
            message:
              'Features do not import other features or the app; move shared code to api/, components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

// Shared web code, lowest first: lib/ (no React Query data), api/ (fetching and the cache, on
// lib/), components/ (presentation only, on lib/). Each may import only what is listed before it.
const sharedBoundaries = [
  { files: ['web/src/lib/**'], above: ['@/api/*', '@/components/*'] },
  { files: ['web/src/api/**'], above: ['@/components/*'] },
  { files: ['web/src/components/**'], above: ['@/api/*'] },
].map(({ files, above }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...above, '@/features/*', '@/app/*'],
            message:
              'Shared code depends only on the shared code below it (lib <- api, components), never on features or the app.',
          },
        ],
      },
    ],
  },
}));

/*
 * Server imports flow one way: contract <- lib, db <- modules <- app (app.ts, services.ts,
 * server.ts, seed/) <- main.ts. Each layer lists what it may not import; product code never
 * imports test code. (One no-restricted-imports config wins per file, so each repeats the
 * test-code patterns.)
 */
const notTestCode = [
  {
    group: ['vitest', 'vitest/*'],
    message: 'Product code does not import test code; fixtures live in tests/support/.',
  },
  {
    regex: '(^|/)tests/',
    message: 'Product code does not import test code; fixtures live in tests/support/.',
  },
];
const APP_LAYER = '(app|services|server|main)$|(seed|modules)(/|$)';
const serverLayers = [
  {
    files: ['server/lib/**', 'server/db/**', 'server/env.ts'],
    patterns: [
      {
        regex: `^(\\.{1,2}/)+(${APP_LAYER})|^@server/(${APP_LAYER})`,
        message:
          'lib/ and db/ are the shared ground: they never import a module or the app. Declare what you need as an interface in lib/context.ts and let a module implement it.',
      },
    ],
  },
  {
    files: ['server/modules/**'],
    patterns: [
      {
        regex:
          '^(\\.{1,2}/)+(app|services|server|main)$|^(\\.{1,2}/)+seed(/|$)|^@server/(app|services|server|main|seed)',
        message: 'Modules do not import the app, its wiring or the seed; the app imports modules.',
      },
    ],
  },
  {
    files: ['server/app.ts', 'server/services.ts', 'server/seed/**'],
    patterns: [
      {
        regex: '^(\\.{1,2}/)+(server|main)$',
        message: 'Only main.ts starts the server.',
      },
    ],
  },
].map(({ files, patterns }) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [...patterns, ...notTestCode] }],
  },
}));

const SAFE_STRING_MESSAGE =
  'Use safeString() from @contract/strings (contract/strings.ts) instead: it refuses NUL characters, which PostgreSQL cannot store (a 500 otherwise). It takes the same arguments as z.string().';
/** z.string(), z.coerce.string() and their zod-openapi twins, in schemas clients send to. */
const rawZodStrings = [
  {
    selector: "MemberExpression[object.name='z'][property.name='string']",
    message: SAFE_STRING_MESSAGE,
  },
  {
    selector:
      "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
    message: SAFE_STRING_MESSAGE,
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'bench/results/**', '.test-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...sharedBoundaries,
  ...featureBoundaries,
  ...serverLayers,
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|web)/|^@server/|^@/',
              message: 'The contract is imported by server and client; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  // Every string a client can send is a safeString (NUL characters refused at the edge, issue 22).
  {
    files: ['contract/**', 'server/**/*.routes.ts', 'server/lib/cursor.ts'],
    ignores: ['contract/strings.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...rawZodStrings],
    },
  },
  // A cycle of runtime imports anywhere (modules that need each other half-initialised).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importX.flatConfigs.typescript.settings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'bench/**', 'server/seed/seed-cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
