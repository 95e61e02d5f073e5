import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles a TypeScript entry of the repository into one ES module under node_modules/.cache, so that
 * a child process started many times (the killed billing run) starts in node alone, without tsx
 * compiling the API's few hundred files on every start. Packages stay external (resolved from the
 * repository's node_modules); each file keeps its own `import.meta.url`, which the API uses to find
 * its migrations, fonts and the web build.
 */
export async function bundleEntry(entry: string, name: string): Promise<string> {
  const outfile = `${root}node_modules/.cache/champions-proof/${name}.mjs`;
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'error',
    plugins: [
      {
        name: 'packages-external-workspace-bundled',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@champions/') ? undefined : { path: args.path, external: true },
          );
          builder.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return outfile;
}
