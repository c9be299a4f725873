import { noPhysicalCss } from './no-physical-css.mjs';

/** Atrium's local ESLint rules, loaded by eslint.config.js as the `atrium` plugin. */
const plugin = {
  meta: { name: 'eslint-plugin-atrium', version: '0.0.0' },
  rules: {
    'no-physical-css': noPhysicalCss,
  },
};

export default plugin;
