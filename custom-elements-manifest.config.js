import { shippedManifest } from './scripts/shipped-manifest.js';

// `cem analyze` (in `npm run build`) reads this: custom-elements.json describes the shipped bundle.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/page/server-stand-ins.ts'],
  litelement: true,
  packagejson: false,
  plugins: [shippedManifest({ path: 'dist/loyalty-widgets.js', styles: 'src/base/loyalty-element.styles.ts' })],
};
