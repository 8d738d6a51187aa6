/**
 * Builds the floor fixture (scripts/bench/floor/app.tsx) with Rspack in production mode into
 * var/bench/floor and answers its JavaScript size, gzip -9 (the yardstick of issue 10).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { resolve, scriptRule } from '../../tooling/shared-deps.ts';

/** The floor's JavaScript, gzip -9, in bytes. */
export async function floorBytes(root: string): Promise<number> {
  const out = join(root, 'var', 'bench', 'floor');
  const compiler = rspack({
    context: join(root, 'scripts', 'bench', 'floor'),
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { main: './app.tsx' },
    resolve,
    module: { rules: [scriptRule('browser')] },
    output: { path: out, filename: '[name].js', clean: true },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: { hints: false },
  });
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done();
    }),
  );
  return readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(out, file)), { level: 9 }).length, 0);
}
