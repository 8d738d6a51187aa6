/**
 * Build time only: the Rspack plugin of the blog's browser build that compiles `content/`
 * (see compile-content.ts) and emits the result with the version, next to `locales/`:
 * `content/<lang>/...json` and `content/covers/*.svg`. It also writes each post's head texts
 * into the shipped `locales/<lang>/blog.json` under `postMeta.<unikey>`, where the host reads
 * a page's title and description (the post route's `handle.meta`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { compileContent, type CompiledContent, type SourceFile } from './compile-content.ts';

const NAME = 'BlogContentPlugin';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function setAsset(compilation: Compilation, name: string, content: string | Buffer): void {
  const source = new rspack.sources.RawSource(content);
  if (compilation.getAsset(name)) compilation.updateAsset(name, source);
  else compilation.emitAsset(name, source);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Compiles `contentDir` into assets of the browser build; content errors fail the build. */
export class BlogContentPlugin {
  readonly contentDir: string;

  constructor(contentDir: string) {
    this.contentDir = contentDir;
  }

  /** Reads and compiles the content folder. */
  compile(): CompiledContent {
    const paths = filesUnder(this.contentDir).map((path) => relative(this.contentDir, path).split(sep).join('/'));
    const files: SourceFile[] = paths
      .filter((path) => path.endsWith('.md') && path.includes('/'))
      .map((path) => ({ path, source: readFileSync(join(this.contentDir, path), 'utf8') }));
    const covers = new Map(
      paths.filter((path) => /^covers\/[^/]+\.svg$/.test(path)).map((path) => [path, readFileSync(join(this.contentDir, path), 'utf8')]),
    );
    return compileContent(files, { languages: ROUTE_LOCALES, covers });
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let compiled: CompiledContent | null = null;
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(this.contentDir);
        try {
          compiled = this.compile();
        } catch (error) {
          compilation.errors.push(new rspack.WebpackError(error instanceof Error ? error.message : String(error)));
          return;
        }
        for (const [name, json] of compiled.assets) setAsset(compilation, name, json);
        for (const cover of compiled.covers) setAsset(compilation, `content/${cover}`, readFileSync(join(this.contentDir, cover)));
      });
      // After the locales are copied into the build.
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        if (!compiled) return;
        for (const [lang, heads] of Object.entries(compiled.heads)) {
          const name = `locales/${lang}/blog.json`;
          const asset = compilation.getAsset(name);
          if (!asset) {
            compilation.errors.push(new rspack.WebpackError(`${NAME}: ${name} is missing, so posts in ${lang} would have no page title`));
            continue;
          }
          const messages: unknown = JSON.parse(asset.source.source().toString());
          if (!isRecord(messages)) throw new Error(`${NAME}: ${name} is not a message bundle`);
          setAsset(compilation, name, `${JSON.stringify({ ...messages, postMeta: heads }, null, 2)}\n`);
        }
      });
    });
  }
}
