/**
 * The exports of React Router and react-i18next that the host provides to remotes in the browser
 * (decision 010). A shared singleton is not tree-shaken by default (React Router's whole 63 KB build
 * ships); the host's browser build instead provides, under the package's share key, an entry module that
 * re-exports only this list from the package (Module Federation's `shared[name].import`), so
 * Rspack drops the rest. The list is the contract: a remote or host file that imports anything
 * else fails its build (SharedExportsCheckPlugin), the registry refuses a version whose manifest
 * names another, and widening the list is a host release. (Module Federation's experimental
 * `treeShaking` option was tried first: it loads a separately built, untrimmed fallback copy at
 * runtime, so it was dropped; docs/decisions.)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

export const SHARED_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'react-router': [
    // Components
    'Await',
    'Form',
    'Link',
    'NavLink',
    'Outlet',
    'RouterProvider',
    'ScrollRestoration',
    // Hooks
    'useActionData',
    'useHref',
    'useLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRouteError',
    'useSearchParams',
    'useSubmit',
    // Loaders, actions and routing helpers
    'createBrowserRouter',
    'createContext',
    'RouterContextProvider',
    'data',
    'redirect',
    'isRouteErrorResponse',
    'matchRoutes',
  ],
  'react-i18next': ['useTranslation', 'I18nextProvider', 'initReactI18next'],
};

/** Shared packages whose browser copy is tree-shaken to {@link SHARED_EXPORTS}. */
export function treeShakenPackages(): string[] {
  return Object.keys(SHARED_EXPORTS);
}

const root = join(import.meta.dirname, '..');

/**
 * Absolute path of the (virtual) module the host provides for `pkg`: it re-exports the listed
 * names from the package's own file, imported by absolute path so that the import is not itself
 * taken from the shared scope.
 */
export function sharedEntryPath(pkg: string): string {
  return join(root, 'node_modules', '.meridian-shared-entries', `${pkg.replace(/[^\w.-]/g, '_')}.js`);
}

/** `resolve.alias` of the host's browser build: each package of {@link SHARED_EXPORTS} to its curated entry (exact name only). */
export function sharedEntryAliases(): Record<string, string> {
  return Object.fromEntries(Object.keys(SHARED_EXPORTS).map((pkg) => [`${pkg}$`, sharedEntryPath(pkg)]));
}

/** Registers the re-export modules of {@link sharedEntryPath} in a browser build of the host. */
export function sharedEntriesPlugin(): InstanceType<typeof rspack.experiments.VirtualModulesPlugin> {
  const modules = Object.fromEntries(
    Object.entries(SHARED_EXPORTS).map(([pkg, names]) => [
      sharedEntryPath(pkg),
      // The package's ES module build (import conditions), which Rspack can tree-shake.
      `export { ${names.join(', ')} } from ${JSON.stringify(fileURLToPath(import.meta.resolve(pkg)))};\n`,
    ]),
  );
  return new rspack.experiments.VirtualModulesPlugin(modules);
}
