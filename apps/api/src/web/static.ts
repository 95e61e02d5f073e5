import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app: hashed assets cached for a year, index.html always revalidated.
 * Answers the contents of index.html (for the SPA fallback), or null when the app is not built.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<string | null> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // the pages, '/' too, are answered by the app's page handler (their language, meta and status)
    index: false,
    // dist/.vite holds the build's manifest, for the server only
    dotfiles: 'ignore',
    // The build writes .br and .gz copies; a browser gets the smallest it accepts.
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  return readFileSync(indexPath, 'utf8');
}

/**
 * The file of the English texts' chunk (`assets/en-….js`), from the build's manifest (dist/.vite/manifest.json);
 * null when the build has none.
 */
export function englishTextsFile(distDir: string): string | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('src/shared/i18n/en.ts'));
  return entry?.[1].file ?? null;
}
