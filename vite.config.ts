import { defineConfig } from 'vite';

// `npm run build`: one self-contained, minified ES module (Lit inside, no CSS file).
// `vite` (dev): serves index.html and demo/ for `npm start`.
export default defineConfig({
  server: { host: '127.0.0.1', port: Number(process.env.DEMO_PORT ?? 5173), strictPort: false },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'loyalty-widgets.js',
    },
  },
});
