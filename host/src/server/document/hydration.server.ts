/**
 * Hydration data in the form React Router's browser router reads from
 * `window.__staticRouterHydrationData` (error responses marked with `__type`).
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { WITHHELD_LOADER_DATA } from '@meridian/shared/ui';

/**
 * Loader data, action data and serialised errors of a static handler result. The loader data of the
 * routes in `withheld` (a page kept from the server, decision 075) is `WITHHELD_LOADER_DATA`: the key
 * stays, so React Router loads nothing while hydrating.
 */
export function serializeHydrationData(context: StaticHandlerContext, withheld: readonly string[] = []): unknown {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => {
          if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
          return [id, error];
        }),
      )
    : null;
  const loaderData =
    withheld.length === 0
      ? context.loaderData
      : Object.fromEntries(
          Object.entries(context.loaderData).map(([id, data]) => [id, withheld.includes(id) ? WITHHELD_LOADER_DATA : data]),
        );
  return { loaderData, actionData: context.actionData, errors };
}
