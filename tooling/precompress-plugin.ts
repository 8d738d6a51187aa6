/**
 * Precompression at build time (decision 012): every versioned text asset of a browser build is also
 * written as `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9), so the host and the
 * origins (a CDN in production) serve compressed files without compressing on each request.
 * Files under 1 KB are left alone: compression would not pay for its headers.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt|map)$/;
// Rewritten after emit (SsrManifestPlugin adds the server entry): a twin would be stale. Small; compressed on the fly.
const REWRITTEN_LATER = /(^|\/)mf-(manifest|stats)\.json$/;
const THRESHOLD = 1024;

/** Adds `.br` and `.gz` twins of each compressible asset. */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name) || REWRITTEN_LATER.test(asset.name)) continue;
          const source = asset.source.buffer();
          if (source.length < THRESHOLD) continue;
          const brotli = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(brotli));
          compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gzipSync(source, { level: 9 })));
        }
      });
    });
  }
}
