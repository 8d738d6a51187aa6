/**
 * Module Federation's browser runtime as ES modules (decision 016). Rspack's plugin resolves the
 * runtime with Node's `require.resolve`, which picks each package's CommonJS build; CommonJS is
 * not tree-shaken, so the compile-time switches (`optimization.target: 'web'`,
 * `disableSnapshot`) removed nothing and every remoteEntry carried the whole SDK. Aliasing the
 * same files to their ES module siblings lets Rspack drop what a browser page never runs:
 * host `main.js` 32.8 -> 25.9 KB, a remote's `remoteEntry.js` 13.7 -> 8.2 KB (gzip -9).
 *
 * `FederationRuntimeCheckPlugin` fails a browser build that still contains a CommonJS file of
 * the runtime, so a change of the packages' layout cannot bring the old cost back unnoticed.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Compiler } from '@rspack/core';

const require = createRequire(import.meta.url);

/** The ES module sibling (`index.js`) of a package's resolved CommonJS file (`index.cjs`). */
function esmSibling(cjsFile: string): string {
  const esm = cjsFile.replace(/\.cjs$/, '.js');
  if (esm === cjsFile || !existsSync(esm)) throw new Error(`federation runtime: no ES module beside ${cjsFile}`);
  return esm;
}

/**
 * `resolve.alias` entries for a browser build with the Module Federation plugin: the package
 * names the plugin aliases (`@module-federation/runtime`, `.../runtime-tools`) and the absolute
 * CommonJS paths its generated entry imports (bundler runtime, external-runtime plugin), each to
 * its ES module build. Our entries win over the plugin's (it spreads the user's alias last).
 */
export function federationRuntimeAlias(): Record<string, string> {
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const fromTools = (name: string) => require.resolve(name, { paths: [dirname(runtimeTools)] });
  const generated = [
    fromTools('@module-federation/webpack-bundler-runtime'),
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return {
    '@module-federation/runtime-tools': esmSibling(runtimeTools),
    '@module-federation/runtime': esmSibling(fromTools('@module-federation/runtime')),
    ...Object.fromEntries(generated.map((file) => [file, esmSibling(file)])),
  };
}

/** Fails the build when a CommonJS file of `@module-federation/*` is bundled for the browser. */
export class FederationRuntimeCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationRuntimeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeCheckPlugin', (modules) => {
        const cjs = [...modules]
          .map((module) => ('resource' in module && typeof module.resource === 'string' ? module.resource : ''))
          .filter((resource) => /[\\/]@module-federation[\\/].+\.cjs$/.test(resource));
        if (cjs.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `the Module Federation runtime is bundled as CommonJS (not tree-shaken): ${cjs.slice(0, 3).join(', ')}; see tooling/federation-runtime.ts`,
            ),
          );
        }
      });
    });
  }
}
