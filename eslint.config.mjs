import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      '.bench',
      '.profile',
      '.docusaurus',
      '.test-build',
      'test-results',
      'docs',
      'versioned_docs',
      'blog',
    ],
  },
  js.configs.recommended,
  {files: ['**/*.cjs'], languageOptions: {sourceType: 'commonjs', globals: {...globals.node}}},
  ...tseslint.configs.recommended,
  // CommonJS files (bundler loaders) can only load modules with require().
  {files: ['**/*.cjs'], rules: {'@typescript-eslint/no-require-imports': 'off'}},
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
);
