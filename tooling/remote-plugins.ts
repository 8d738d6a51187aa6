/**
 * Build plugins of a remote version: the single manifest that names both entries, and the
 * message bundles shipped with the version (docs/architecture.md, "Messages").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

/** Folder (relative to the version folder) and file of the server container. */
export const SSR_ENTRY = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } as const;

/**
 * Adds `metaData.ssrRemoteEntry` to the browser build's `mf-manifest.json`, so that one
 * manifest per version names the browser entry and the server entry (the Module Federation
 * runtime reads `ssrRemoteEntry` when it runs in Node), and `metaData.sharedExports`, the names
 * the remote imports from tree-shaken shared packages (decision 010; the registry checks them).
 */
export class SsrManifestPlugin {
  /** `sharedExports`: what the remote imports from tree-shaken shared packages, written as `metaData.sharedExports`. */
  constructor(private readonly sharedExports: () => Record<string, string[]> = () => ({})) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', () => {
      const file = join(compiler.outputPath, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
      manifest.metaData.ssrRemoteEntry = SSR_ENTRY;
      manifest.metaData.sharedExports = this.sharedExports();
      writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/** Copies `locales/<lang>/<ns>.json` and the shared namespaces (`shared/locales`) next to the version's browser files. */
export class CopyLocalesPlugin {
  /** `from`: the area's own `locales`; `shared`: the bundles of `SHARED_NAMESPACES` every area ships too. */
  constructor(
    private readonly from: string,
    private readonly shared: string = join(import.meta.dirname, '..', 'shared', 'locales'),
  ) {}

  apply(compiler: Compiler): void {
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: this.from, to: 'locales' },
        { from: this.shared, to: 'locales' },
      ],
    }).apply(compiler);
  }
}
