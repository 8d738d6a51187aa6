/**
 * Edits of TypeScript sources the scaffolders make, found with the TypeScript compiler's own
 * parser (never by matching text): a page's entry in an area's route table, sitemap and
 * namespaces (`src/expose/routes.ts`), and an area's entry in the one list of areas
 * (`shared/src/routing/areas.ts`). Each returns the new source text; Prettier formats it after.
 */
import ts from 'typescript';
import { ScaffoldError } from './names.ts';

interface Insertion {
  readonly at: number;
  readonly text: string;
}

function apply(source: string, insertions: readonly Insertion[]): string {
  return [...insertions]
    .sort((a, b) => b.at - a.at)
    .reduce((text, { at, text: added }) => text.slice(0, at) + added + text.slice(at), source);
}

/** Where to add `element` to an array literal, after its last element. */
function appendTo(array: ts.ArrayLiteralExpression, element: string): Insertion {
  const last = array.elements.at(-1);
  if (last === undefined) return { at: array.elements.pos, text: element };
  return { at: last.end, text: `, ${element}` };
}

function parse(fileName: string, source: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The initializer of the top-level `const <name> = ...`, unwrapping `as`/`satisfies`. */
function constInitializer(file: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
        return unwrap(declaration.initializer);
    }
  }
  return undefined;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  return current;
}

/** An array literal that `expression` is or names (a const in the same file). */
function arrayOf(file: ts.SourceFile, expression: ts.Expression | undefined): ts.ArrayLiteralExpression | undefined {
  if (expression === undefined) return undefined;
  const value = unwrap(expression);
  if (ts.isArrayLiteralExpression(value)) return value;
  if (ts.isIdentifier(value)) return arrayOf(file, constInitializer(file, value.text));
  return undefined;
}

/** The array a function returns: the body of an arrow function, or the last `return [...]` of a function. */
function returnedArray(file: ts.SourceFile, fn: ts.Node | undefined): ts.ArrayLiteralExpression | undefined {
  if (fn === undefined) return undefined;
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return arrayOf(file, fn.body);
  const body = ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) ? fn.body : undefined;
  if (body === undefined || !ts.isBlock(body)) return undefined;
  const returned = body.statements.filter(ts.isReturnStatement).at(-1);
  return arrayOf(file, returned?.expression);
}

function functionNamed(file: ts.SourceFile, name: string): ts.Node | undefined {
  const declared = file.statements.find((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
  return declared ?? constInitializer(file, name);
}

/** The page to add to a route table. */
export interface RouteTablePage {
  readonly path: string;
  readonly ns: string;
  readonly file: string;
}

/**
 * `source` (an area's `src/expose/routes.ts`) with the page added: an `areaRoute` entry at the
 * end of `routes` (a cacheable content page in its own chunk), its path in the sitemap and its
 * namespace in `namespaces` of `areaModule` (either property added when the table has none).
 * @throws ScaffoldError when the file has no `routes` array or `areaModule` object, or already declares the namespace
 */
export function addPageToRouteTable(source: string, page: RouteTablePage): string {
  const file = parse('routes.ts', source);
  const routes = arrayOf(file, constInitializer(file, 'routes'));
  const moduleObject = constInitializer(file, 'areaModule');
  if (routes === undefined || moduleObject === undefined || !ts.isObjectLiteralExpression(moduleObject))
    throw new ScaffoldError('src/expose/routes.ts needs `const routes = [...]` and `export const areaModule = { ... }` to add a page to');
  const property = (name: string) =>
    moduleObject.properties.find(
      (item): item is ts.PropertyAssignment | ts.ShorthandPropertyAssignment | ts.MethodDeclaration =>
        item.name !== undefined && ts.isIdentifier(item.name) && item.name.text === name,
    );
  const insertions: Insertion[] = [
    appendTo(routes, `areaRoute('${page.path}', { ns: '${page.ns}', cacheable: true }, () => import('../routes/${page.file}'))`),
  ];
  const lastProperty = moduleObject.properties.at(-1);
  const addProperty = (text: string) => insertions.push({ at: lastProperty?.end ?? moduleObject.properties.pos, text: `, ${text}` });

  const namespaces = property('namespaces');
  if (namespaces === undefined) addProperty(`namespaces: ['${page.ns}']`);
  else {
    const list = arrayOf(
      file,
      ts.isPropertyAssignment(namespaces)
        ? namespaces.initializer
        : ts.isShorthandPropertyAssignment(namespaces)
          ? namespaces.name
          : undefined,
    );
    if (list === undefined) throw new ScaffoldError('`namespaces` of areaModule is no array literal; add the namespace by hand');
    if (list.elements.some((element) => ts.isStringLiteral(element) && element.text === page.ns))
      throw new ScaffoldError(`the area already declares the namespace "${page.ns}"`);
    insertions.push(appendTo(list, `'${page.ns}'`));
  }

  const sitemap = property('sitemapPaths');
  if (sitemap === undefined) addProperty(`sitemapPaths: async () => ['/${page.path}']`);
  else {
    const fn = ts.isPropertyAssignment(sitemap)
      ? ts.isIdentifier(sitemap.initializer)
        ? functionNamed(file, sitemap.initializer.text)
        : sitemap.initializer
      : ts.isShorthandPropertyAssignment(sitemap)
        ? functionNamed(file, sitemap.name.text)
        : sitemap;
    const list = returnedArray(file, fn);
    if (list === undefined) throw new ScaffoldError('`sitemapPaths` of areaModule returns no array literal; add the path by hand');
    insertions.push(appendTo(list, `'/${page.path}'`));
  }

  if (!importsAreaRoute(file)) {
    const lastImport = file.statements.filter(ts.isImportDeclaration).at(-1);
    insertions.push({ at: lastImport?.end ?? 0, text: `\nimport { areaRoute } from '@meridian/shared/ui';\n` });
  }
  return apply(source, insertions);
}

function importsAreaRoute(file: ts.SourceFile): boolean {
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === 'areaRoute'),
  );
}

/**
 * `source` (shared/src/routing/areas.ts) with `area` added at the end of AREA_TABLE, on the
 * lowest port offset from 1 to 9 that no area has; returns the text and the offset.
 * @throws ScaffoldError when the area is listed already or the nine offsets are taken
 */
export function addAreaToList(source: string, area: string): { text: string; portOffset: number } {
  const file = parse('areas.ts', source);
  const table = constInitializer(file, 'AREA_TABLE');
  if (table === undefined || !ts.isObjectLiteralExpression(table))
    throw new ScaffoldError('shared/src/routing/areas.ts has no AREA_TABLE object');
  const taken = new Set<number>();
  for (const entry of table.properties) {
    if (!ts.isPropertyAssignment(entry)) continue;
    if (entry.name.getText(file) === area) throw new ScaffoldError(`the area "${area}" is listed already`);
    const value = unwrap(entry.initializer);
    if (!ts.isObjectLiteralExpression(value)) continue;
    for (const field of value.properties) {
      if (ts.isPropertyAssignment(field) && field.name.getText(file) === 'portOffset' && ts.isNumericLiteral(field.initializer))
        taken.add(Number(field.initializer.text));
    }
  }
  const portOffset = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((offset) => !taken.has(offset));
  if (portOffset === undefined)
    throw new ScaffoldError('every origin port offset from 1 to 9 is taken: give an area a higher range in tooling/local-system.ts first');
  const last = table.properties.at(-1);
  const entry = `${area}: { portOffset: ${portOffset} }`;
  const text = apply(source, [last === undefined ? { at: table.properties.pos, text: entry } : { at: last.end, text: `, ${entry}` }]);
  return { text, portOffset };
}
