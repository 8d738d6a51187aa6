/**
 * The exports of React Router that the host provides to remotes in the browser (issue 10). A
 * shared singleton is not tree-shaken by default (the whole 63 KB build ships); the host's
 * browser build instead provides React Router tree-shaken to this list, Module Federation's own
 * shared tree shaking (`shared[name].treeShaking.usedExports`). The list is the contract:
 * a remote whose code imports anything else fails its build (checkSharedExports), the registry
 * refuses a version whose manifest names another, and widening the list is a host release.
 */
export const SHARED_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'react-router': [
    // Components
    'Await', 'Form', 'Link', 'NavLink', 'Navigate', 'Outlet', 'RouterProvider', 'ScrollRestoration', 'MemoryRouter',
    // Hooks
    'useActionData', 'useAsyncError', 'useAsyncValue', 'useFetcher', 'useHref', 'useLoaderData', 'useLocation',
    'useMatches', 'useNavigate', 'useNavigation', 'useParams', 'useRevalidator', 'useRouteError',
    'useRouteLoaderData', 'useSearchParams', 'useSubmit',
    // Loaders, actions and routing helpers
    'createBrowserRouter', 'createMemoryRouter', 'createContext', 'RouterContextProvider', 'data', 'redirect',
    'isRouteErrorResponse', 'matchRoutes', 'generatePath',
  ],
};

/** Shared packages whose browser copy is tree-shaken to {@link SHARED_EXPORTS}. */
export function treeShakenPackages(): string[] {
  return Object.keys(SHARED_EXPORTS);
}
