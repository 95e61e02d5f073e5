import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { i18nSplit } from './build/i18n-split.ts';
import { reactRouterPure } from './build/react-router-pure.ts';
import { routeTableForBrowser } from './build/route-table.ts';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  // Brotli and gzip copies next to each asset, served by the API as they are (no work per request).
  plugins: [
    react(),
    i18nSplit(),
    reactRouterPure(),
    routeTableForBrowser(),
    compression({ threshold: 1024, exclude: /\.map$/ }),
  ],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server names the English texts' chunk in an English page's head
    manifest: true,
    // Every browser the product supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // a 7-character hash (the fewest rolldown allows for this many chunks) is still unique among a few hundred files and cacheable for a year; each name
        // travels in the entry chunk's preload list and in every import, where the character saved counts
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
});
