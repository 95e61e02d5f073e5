import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { i18nSplit } from './build/i18n-split.ts';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  // Brotli and gzip copies next to each asset, served by the API as they are (no work per request).
  plugins: [react(), i18nSplit(), compression({ threshold: 1024, exclude: /\.map$/ })],
  server: { proxy: api },
  preview: { proxy: api },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
