/**
 * Content that needs no JavaScript, kept as the server rendered it (decision 062): on a page's first
 * load the browser does not hydrate it (no component inside it runs, no formatter is made), so a
 * slow phone's start-up does only the work of the parts a visitor can act on. After a client
 * navigation it renders like any other content. Its links still navigate in the page: the host
 * takes over a click on a link inside `[data-static]` (host/src/routing/static-links.client.ts),
 * and the intent prefetch watches them as any link. What it wraps must not change while the page is
 * shown (no state, effects or event handlers; loader data only when a revalidation cannot change it).
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';

/**
 * True in the page the browser hydrates (the host provides it around the page), false on the server
 * and in tests that render without the host: only the browser keeps the server's HTML.
 */
export const KeepServerHtmlContext = createContext(false);

/**
 * The HTML a host's server rendered before for kept content of the same page (decision 077): given
 * the content's id (React's `useId` of its {@link StaticContent}, the same on every render of the same
 * page), the HTML inside its element, or undefined when there is none. The host provides it only on
 * the server, around a page kept from the server, and keeps the HTML per release set, language, site
 * facts, address and loader data, which are all that such content renders from (decision 062).
 */
export interface KeptHtml {
  readonly get: (id: string) => string | undefined;
}

/** The host server's {@link KeptHtml} for the page being rendered; null in the browser, in tests and for other pages. */
export const KeptHtmlContext = createContext<KeptHtml | null>(null);

const subscribeNever = () => () => {};
const EMPTY = { __html: '' };

/**
 * True when this component is being hydrated from the server's HTML: its first render in the browser
 * happened while React hydrated it (React reads the server snapshot then), and stays true for its
 * lifetime. False for a component first rendered in the browser (after a client navigation). Also
 * true on the server.
 */
export function useHydratingFromServer(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  return fromServer;
}

/** Props of {@link StaticContent}: the element's tag and attributes, and what it holds. */
export interface StaticContentProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The element that holds the content (default `div`). */
  readonly as?: 'div' | 'section' | 'header' | 'footer' | 'aside' | 'article' | 'nav' | 'ul';
  readonly children?: ReactNode;
}

/**
 * An element whose content the browser keeps from the server's HTML on the first load (an empty
 * `dangerouslySetInnerHTML`, which hydration leaves alone and never writes while it stays the
 * same), and renders normally when it first appears after a client navigation. Its `data-static`
 * attribute holds its id (`useId`, the same in the server's HTML and while hydrating): on the server
 * the host finds the content's HTML by it, and writes that HTML again for the same page instead of
 * rendering the content anew ({@link KeptHtml}, decision 077).
 */
export function StaticContent({ as: Tag = 'div', children, ...attributes }: StaticContentProps) {
  const id = useId();
  const keep = useContext(KeepServerHtmlContext);
  const kept = useContext(KeptHtmlContext);
  const fromServer = useHydratingFromServer();
  if (keep && fromServer) return <Tag {...attributes} data-static={id} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
  const html = kept?.get(id);
  if (html !== undefined) return <Tag {...attributes} data-static={id} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Tag {...attributes} data-static={id}>
      {children}
    </Tag>
  );
}

/**
 * The property {@link staticPage} sets on the component it returns. A plain string, not a symbol or a
 * registry: the host reads it off a remote's route, whose copy of this module may not be the host's.
 */
const KEEPS_SERVER_HTML = 'keepsServerHtml';

/**
 * The loader data the browser gets for a page kept from the server on its first load (decision 075):
 * the page's content is already in the HTML, and nothing in the browser reads its data until the page
 * renders again, which a client navigation or a revalidation does with the data loaded afresh. A
 * plain JSON value, so that the host's server and a remote's copy of this module agree on it.
 */
export const WITHHELD_LOADER_DATA: { readonly keptFromServer: true } = Object.freeze({ keptFromServer: true });

/** True for {@link WITHHELD_LOADER_DATA} (or its JSON copy), false for any loader's own data. */
export function isWithheldLoaderData(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && Object.keys(data).length === 1 && (data as Record<string, unknown>).keptFromServer === true
  );
}

/**
 * A page whose whole content needs no JavaScript but links (a marketing or blog page): the page in a
 * {@link StaticContent} that takes no box of its own (`.static-content`, `display: contents`). The
 * component returned is marked so the host can tell ({@link isStaticPage}). Used as a route's
 * `Component` only (it reads the route's loader data). Should the browser ever render it while its
 * loader data is still {@link WITHHELD_LOADER_DATA} (React rendering the page afresh after a
 * hydration mismatch), it navigates to the same location (React Router loads the data again) and shows the page once it is there.
 */
export function staticPage(Page: ComponentType): ComponentType {
  function StaticPage() {
    const withheld = isWithheldLoaderData(useLoaderData());
    const keep = useContext(KeepServerHtmlContext);
    const fromServer = useHydratingFromServer();
    const navigate = useNavigate();
    const location = useLocation();
    const missing = withheld && !(keep && fromServer);
    useEffect(() => {
      // The same location again: React Router runs the page's loaders, as for a click on a link to the page itself
      // (useRevalidator would do the same but is not among the exports the host provides to remotes, decision 010).
      if (missing) void navigate(location, { replace: true, preventScrollReset: true });
    }, [missing, navigate, location]);
    if (missing) return <div className="static-content" data-static="" />;
    return (
      <StaticContent className="static-content">
        <Page />
      </StaticContent>
    );
  }
  return Object.assign(StaticPage, { [KEEPS_SERVER_HTML]: true as const });
}

/**
 * True when `component` is a page made by {@link staticPage}: on a first load the browser runs
 * nothing of it, so the page's own messages are not needed there (the host leaves them out of the
 * page, decision 074). False for anything else, `undefined` included.
 */
export function isStaticPage(component: unknown): boolean {
  return typeof component === 'function' && (component as unknown as Record<string, unknown>)[KEEPS_SERVER_HTML] === true;
}
