// Lint: correctness, React hooks, and the layering of STYLE.md enforced as errors.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fences from './scripts/lint/fences.js';

const UI_AND_STORAGE = ['react', 'react-dom', 'react-dom/*', 'react/*', '@mantine/*', 'dexie', 'dexie-react-hooks', 'konva', 'react-konva', 'electron'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-electron/', 'cli/dist/', 'release/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { fences },
    rules: {
      // docs/architecture.md: the layers and wings, resolved import by import (scripts/lint/fences.js).
      'fences/layers': 'error',
      'fences/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'Identifier[name="ipcRenderer"][parent.type="Property"]', message: 'Never expose ipcRenderer itself.' }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron'], message: 'renderer/ must not import Electron: go through renderer/platform.' },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md 1–2: shared/ is a pure, deterministic core.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_AND_STORAGE, message: 'shared/ is pure: no UI, storage or Electron libraries.' },
            { group: ['node:*', 'fs', 'path', 'child_process', 'os'], message: 'shared/ is pure: no Node I/O.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'shared/ is deterministic: use the seeded dice of shared/rng.ts.' },
        { object: 'Date', property: 'now', message: 'shared/ has no clock: take the time as an argument.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'shared/ has no DOM.' },
        { name: 'document', message: 'shared/ has no DOM.' },
        { name: 'localStorage', message: 'shared/ has no storage.' },
        { name: 'indexedDB', message: 'shared/ has no storage.' },
        { name: 'crypto', message: 'shared/ is deterministic: ids and dice come from the caller.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'shared/ has no clock: take the time as an argument.' },
      ],
    },
  },
);
