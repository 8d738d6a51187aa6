/**
 * `npm run build -w registry`: bundles the console (React 19) with Rspack into
 * `registry/dist/console/` (`index.html` plus hashed scripts and one stylesheet under
 * `/console/`), which the registry serves at `/`. The page holds no inline script or style, so
 * the registry's CSP (`script-src 'self'; style-src 'self'`) needs no hash or nonce.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const registryDir = join(import.meta.dirname, '..', '..');

/** Browsers of the people who run releases: current evergreen ones, so CSS is not lowered for old engines. */
const BROWSERS = ['last 2 Chrome versions', 'last 2 Firefox versions', 'last 2 Safari versions', 'last 2 Edge versions'];
const outDir = join(registryDir, 'dist', 'console');

const config: Configuration = {
  context: registryDir,
  mode: 'production',
  target: 'web',
  entry: { main: './src/console/main.tsx' },
  output: {
    path: outDir,
    publicPath: '/console/',
    filename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      filename: 'index.html',
      templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>Meridian release registry</title></head><body><div id="root"></div><noscript>The registry console needs JavaScript. The API under /api/ works without it.</noscript></body></html>`,
    }),
  ],
  optimization: {
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin(),
      new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
    ],
  },
  performance: { hints: false },
};

const compiler = rspack(config);
compiler.run((error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats?.toString({ all: false, errors: true }));
    process.exitCode = 1;
  } else {
    console.log(`registry console built into ${outDir}`);
  }
  compiler.close(() => undefined);
});
