/**
 * Builds the floor fixtures with Rspack in production mode: the browser floor
 * (scripts/bench/floor/app.tsx, its JavaScript size gzip -9 is the yardstick of decision 015) and the
 * server-rendering floor (scripts/bench/floor/ssr.tsx, decision 030).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';
import { resolve, scriptRule } from '../../tooling/shared-deps.ts';

/** Runs one Rspack build; rejects with its errors. */
function build(compiler: Compiler): Promise<void> {
  return new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done();
    }),
  );
}

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
  await build(compiler);
  return readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(out, file)), { level: 9 }).length, 0);
}

/**
 * Builds the server-rendering floor (scripts/bench/floor/ssr.tsx: the site's pages without
 * federation, decision 030) with Rspack in production mode for Node, every area's code in one build;
 * answers the path of the built server. `publicPath` is the blog version's server folder on its
 * origin, as in the blog's own server build: its loaders read the posts from that version.
 */
export async function buildSsrFloor(root: string, publicPath: string): Promise<string> {
  const out = join(root, 'var', 'bench', 'floor-ssr');
  const compiler = rspack({
    context: join(root, 'scripts', 'bench', 'floor'),
    mode: 'production',
    devtool: false,
    target: 'node',
    entry: { server: './ssr.tsx' },
    resolve,
    experiments: { css: true },
    module: { rules: [scriptRule('node'), { test: /\.css$/, type: 'css', generator: { exportsOnly: true } }] },
    output: {
      path: out,
      publicPath,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      chunkFormat: 'commonjs',
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __SHARED_VERSIONS__: JSON.stringify({}) })],
    performance: { hints: false },
  });
  await build(compiler);
  return join(out, 'server.cjs');
}
