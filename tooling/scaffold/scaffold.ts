/**
 * The scaffolders behind `npm run new:page -- <area> <path>` and `npm run new:area -- <name>`
 * (decision 037). Both work on the repository at `root` and return the files they wrote or
 * changed, relative to it; bad input or an existing page or area is refused with a
 * {@link ScaffoldError} before anything is written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as prettier from 'prettier';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { MESSAGE_TYPES_FILE, MESSAGE_WORKSPACES, messageTypes } from '../message-types.ts';
import { checkAreaName, pageNames, ScaffoldError } from './names.ts';
import { addAreaToList, addPageToRouteTable } from './source-edits.ts';
import {
  AREA_ROUTES_TEST,
  AREA_TSCONFIG,
  areaPackageJson,
  areaRoutes,
  areaRspackConfig,
  areaStyles,
  pageMessages,
  pageModule,
  pageTest,
} from './templates.ts';

/** The path of the one list of areas, relative to the repository. */
export const AREA_LIST_FILE = 'shared/src/routing/areas.ts';

async function write(root: string, path: string, text: string, written: string[]): Promise<void> {
  const absolute = join(root, path);
  const options = await prettier.resolveConfig(absolute);
  mkdirSync(dirname(absolute), { recursive: true });
  writeFileSync(absolute, await prettier.format(text, { ...options, filepath: absolute }));
  written.push(relative(root, absolute));
}

/**
 * Adds the page `path` to `area`: its module `src/routes/<ns>.tsx` and test, its entry in the
 * route table, sitemap and namespaces, its bundle in every route language (English text in
 * each, counted as identical by i18n:status until translated) and its key types
 * (tooling/message-keys.d.ts).
 * @throws ScaffoldError for a bad path, an area without a workspace, or a page that exists
 */
export async function addPage(root: string, area: string, path: string): Promise<string[]> {
  const page = pageNames(path);
  const workspace = `remote-${checkAreaName(area)}`;
  const table = join(workspace, 'src', 'expose', 'routes.ts');
  if (!existsSync(join(root, table))) throw new ScaffoldError(`no area "${area}": ${table} does not exist (npm run new:area -- ${area})`);
  const module = join(workspace, 'src', 'routes', page.file);
  const bundle = (language: string) => join(workspace, 'locales', language, `${page.ns}.json`);
  for (const existing of [module, bundle('en')]) {
    if (existsSync(join(root, existing))) throw new ScaffoldError(`${existing} exists already`);
  }
  const updated = addPageToRouteTable(readFileSync(join(root, table), 'utf8'), page);
  const written: string[] = [];
  await write(root, module, pageModule(page), written);
  await write(root, join(workspace, 'src', 'routes', `${page.ns}.test.tsx`), pageTest(page), written);
  const messages = `${JSON.stringify(pageMessages(page), null, 2)}\n`;
  for (const language of ROUTE_LOCALES) await write(root, bundle(language), messages, written);
  await write(root, table, updated, written);
  // The new namespace's key types (a new area is not in this process's list yet: its workspace is added).
  await write(root, MESSAGE_TYPES_FILE, messageTypes(root, [...new Set([...MESSAGE_WORKSPACES, workspace])]), written);
  return written;
}

/** The versions a remote depends on: the shared package and the singletons it pins (shared/package.json). */
function remoteDependencies(root: string): Record<string, string> {
  const shared = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
  };
  const pinned = ['i18next', 'react', 'react-dom', 'react-i18next', 'react-router'];
  return { [shared.name]: shared.version, ...Object.fromEntries(pinned.map((name) => [name, shared.dependencies[name] ?? '*'])) };
}

/** What {@link addArea} did. */
export interface AddedArea {
  readonly written: string[];
  readonly portOffset: number;
}

/**
 * Adds the area `name`: its entry in the one list (the next free origin port offset) and the
 * workspace `remote-<name>` (package.json, Rspack and TypeScript configs, route table, styles, a
 * locale coverage test) with a first page at `/<name>`. Everything else (port table, builds,
 * registry and console, Jest project, i18n:status, CI) follows from the list.
 * @throws ScaffoldError for a bad name or an area that exists
 */
export async function addArea(root: string, name: string): Promise<AddedArea> {
  const area = checkAreaName(name);
  const workspace = `remote-${area}`;
  if (existsSync(join(root, workspace))) throw new ScaffoldError(`${workspace} exists already`);
  const { text, portOffset } = addAreaToList(readFileSync(join(root, AREA_LIST_FILE), 'utf8'), area);
  const written: string[] = [];
  await write(root, AREA_LIST_FILE, text, written);
  await write(root, join(workspace, 'package.json'), areaPackageJson(area, remoteDependencies(root)), written);
  await write(root, join(workspace, 'rspack.config.ts'), areaRspackConfig(area), written);
  await write(root, join(workspace, 'tsconfig.json'), AREA_TSCONFIG, written);
  await write(root, join(workspace, 'src', 'expose', 'routes.ts'), areaRoutes(area), written);
  await write(root, join(workspace, 'src', 'expose', 'routes.test.ts'), AREA_ROUTES_TEST, written);
  await write(root, join(workspace, 'src', 'styles', `${area}.css`), areaStyles(area), written);
  const page = await addPage(root, area, area);
  return { written: [...new Set([...written, ...page])], portOffset };
}
