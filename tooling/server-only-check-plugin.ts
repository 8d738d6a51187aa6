/**
 * Build check of every browser compilation (docs/conventions.md rule 8; docs/decisions/009-enforced-boundaries.md):
 * a module whose file is `*.server.ts(x)` must never reach a browser bundle, whether imported
 * directly, through a chain, or by a dynamic import. Lint catches the direct imports it can see;
 * this catches the rest, and does not rely on tree-shaking, which may keep a module's side effects.
 */
import { relative } from 'node:path';
import { rspack, type Compiler, type Module } from '@rspack/core';

const NAME = 'ServerOnlyCheckPlugin';

/** True for a server-only source file: `*.server.ts` or `*.server.tsx` (a query or fragment is ignored). */
export const isServerOnly = (resource: string): boolean => /\.server\.tsx?$/.test(resource.replace(/[?#].*$/, ''));

/** Fails the compilation, naming each server-only module and the module that imported it. */
export class ServerOnlyCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const shown = (module: Module | null): string => {
          const resource = (module as { resource?: string } | null)?.resource;
          return resource ? relative(compiler.context, resource) : (module?.identifier() ?? 'an entry');
        };
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || !isServerOnly(resource)) continue;
          const issuer = compilation.moduleGraph.getIssuer(module);
          compilation.errors.push(
            new rspack.WebpackError(
              `${NAME}: server-only module ${shown(module)} is in the browser build "${compiler.options.name ?? 'unnamed'}" (imported by ${shown(issuer)}). ` +
                'Browser code may not import *.server modules (docs/conventions.md rule 8); move what the browser needs to a module without the .server suffix.',
            ),
          );
        }
      });
    });
  }
}
