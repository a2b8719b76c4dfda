// Lint rules, including the layering rules that keep each runtime in its own folder:
// shared/ is pure (no Node, DOM or Electron), renderer/ never reaches into main/ and vice versa.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

// Bare Node module names, matched exactly so a relative './events' or './path' stays allowed.
const nodeBuiltinNames = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'events',
  'util',
  'worker_threads',
];

// `names` are bare module names matched exactly (a relative './ws' stays allowed); `globs` are
// gitignore-style patterns for sub-paths and folders.
// `more` adds pattern groups with their own message.
const restrict = (names, globs, message, more = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: names.map((name) => ({ name, message })),
      patterns: [{ group: globs, message }, ...more],
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'release/**', 'node_modules/**', 'tests/e2e/artifacts/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Use the injected seeded RNG.',
        },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] },
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      ...restrict(
        ['electron', ...nodeBuiltinNames, 'svelte', 'lowdb', 'ws'],
        ['node:*', 'electron/*', 'svelte/*', 'lowdb/*', '**/main/**', '**/renderer/**'],
        'shared/ is pure TypeScript: no Node, DOM, Electron, main/ or renderer/ imports.',
      ),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The engine defines the port the rule systems implement; it never imports them (the
    // registry, above the engine, fills its lookup).
    files: ['shared/encounter/**/*.ts'],
    rules: restrict(
      ['electron', ...nodeBuiltinNames, 'svelte', 'lowdb', 'ws'],
      [
        'node:*',
        'electron/*',
        'svelte/*',
        'lowdb/*',
        '**/main/**',
        '**/renderer/**',
        '**/rules',
        '**/rules/**',
      ],
      'shared/encounter/ is the engine: it imports nothing from shared/rules/ (systems plug in through the port and the registry).',
    ),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      ['electron', ...nodeBuiltinNames, 'lowdb', 'ws'],
      ['node:*', 'electron/*', 'lowdb/*', '**/main/**'],
      'renderer/ talks to main only through window.api.',
      [
        {
          group: [
            '**/shared/rules/*/system/**',
            '**/shared/rules/*/combat/**',
            '**/shared/rules/*/tactics/**',
            '**/shared/rules/*/decide/**',
          ],
          message:
            "Screens read rules through the engine's queries in shared/index.ts, not a system's internals.",
        },
      ],
    ),
  },
  {
    files: ['main/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: restrict(['svelte'], ['svelte/*', '**/renderer/**'], 'main/ never imports renderer/.'),
  },
  {
    // Electron stays behind the thin layer in main/electron/ so every service runs as plain Node.
    files: ['main/**/*.ts'],
    ignores: ['main/electron/**'],
    rules: restrict(
      ['svelte', 'electron'],
      ['svelte/*', 'electron/*', '**/renderer/**'],
      'Only main/electron/ may import electron; main/ never imports renderer/.',
    ),
  },
  {
    files: ['tests/**/*.ts', '*.config.*', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
