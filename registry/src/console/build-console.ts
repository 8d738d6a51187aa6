/**
 * `npm run build -w registry`: bundles the console (React 19) with Rspack into
 * `registry/dist/console/` (`index.html` plus hashed scripts under `/console/`), which the
 * registry serves at `/`.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const registryDir = join(import.meta.dirname, '..', '..');
const outDir = join(registryDir, 'dist', 'console');

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b2330; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 8px; padding: 12px 16px; margin: 12px 0; box-shadow: 0 1px 3px #0002; }
  .row { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  h1 { font-size: 22px; margin-right: auto; } h2 { font-size: 18px; margin: 4px 0; text-transform: capitalize; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 14px; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #e3e7ec; vertical-align: top; }
  .actions { display: flex; gap: 6px; flex-wrap: wrap; }
  .muted { color: #667085; } .error { color: #b42318; } .ok { color: #067647; }
  .reason input { width: 100%; box-sizing: border-box; margin-top: 4px; }
  label { display: block; margin: 6px 0; } input[type=range] { width: 220px; vertical-align: middle; }
  button { padding: 4px 10px; border-radius: 6px; border: 1px solid #98a2b3; background: #fff; cursor: pointer; }
  button:disabled { opacity: .45; cursor: default; }
`;

const config: Configuration = {
  context: registryDir,
  mode: 'production',
  target: 'web',
  entry: { main: './src/console/main.tsx' },
  output: { path: outDir, publicPath: '/console/', filename: '[name].[contenthash:8].js', clean: true },
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
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      filename: 'index.html',
      templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Meridian release registry</title><style>${STYLE}</style></head><body><div id="root"></div></body></html>`,
    }),
  ],
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
