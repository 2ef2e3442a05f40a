// ESLint looks for its config at the root; the config and its plugins live in tooling/lint.
export { default } from './tooling/lint/eslint.config.js';
