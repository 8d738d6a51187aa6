import type { RouteObject } from 'react-router';
import { partOfItsOwn } from '@meridian/shared/ui';

/** Route id of the unavailable page (the renderer answers 503 when it matched). */
export const UNAVAILABLE_ROUTE_ID = 'host/unavailable';

/** The only child route when an area is unavailable. */
export const unavailableRoute: RouteObject = {
  id: UNAVAILABLE_ROUTE_ID,
  path: '*',
  // A chunk of its own: only a page whose area cannot be loaded shows it (first-load budget).
  Component: partOfItsOwn(() => import('./unavailable-screen.tsx').then(({ UnavailablePage }) => UnavailablePage)),
  // Quiet: no popup over it, whether or not its screen has loaded yet (rule popup.quiet-pages).
  handle: { ns: 'common', quiet: true, meta: () => ({ key: 'unavailable.meta' }) },
};
