/**
 * Build check of a remote (decision 010, tooling/shared-exports.ts): every value the remote imports
 * from a tree-shaken shared package must be in the host's list, or the build fails naming the
 * file and the import. The names it uses are written into the version's `mf-manifest.json`
 * (`metaData.sharedExports`) for the registry's shared-deps gate.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { rspack, type Compiler } from '@rspack/core';
import { SHARED_EXPORTS } from './shared-exports.ts';

const NAME = 'SharedExportsCheckPlugin';

/** Value names `source` imports (or re-exports) from `pkg`; type-only imports are left out. */
export function importedNames(source: string, fileName: string, pkg: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  for (const statement of file.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (from !== pkg) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause) names.push('*');
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/**
 * Fails the build on imports outside SHARED_EXPORTS; `used` collects what the remote imports, by
 * package. `provider` names the one file of the host that hands the whole curated module to
 * remotes (the share scope), the only place where `import * as` is allowed.
 */
export class SharedExportsCheckPlugin {
  readonly used = new Map<string, Set<string>>();

  constructor(private readonly provider: string | null = null) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || resource === this.provider || resource.includes('node_modules') || !/\.[cm]?tsx?$/.test(resource)) continue;
          const source = readFileSync(resource, 'utf8');
          for (const [pkg, allowed] of Object.entries(SHARED_EXPORTS)) {
            for (const name of importedNames(source, resource, pkg)) {
              (this.used.get(pkg) ?? this.used.set(pkg, new Set()).get(pkg))?.add(name);
              if (!allowed.includes(name)) {
                compilation.errors.push(
                  new rspack.WebpackError(
                    `${resource}: imports ${name === '*' ? 'everything' : `"${name}"`} from ${pkg}, which the host does not provide to remotes; use one of tooling/shared-exports.ts or widen that list in a host release`,
                  ),
                );
              }
            }
          }
        }
      });
    });
  }

  /** What the remote imports, for its manifest: package name to sorted export names. */
  usedExports(): Record<string, string[]> {
    return Object.fromEntries([...this.used].map(([pkg, names]) => [pkg, [...names].sort()]));
  }
}
