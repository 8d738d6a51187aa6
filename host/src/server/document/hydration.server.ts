/**
 * Hydration data in the form React Router's browser router reads from
 * `window.__staticRouterHydrationData` (error responses marked with `__type`).
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/** Loader data, action data and serialised errors of a static handler result. */
export function serializeHydrationData(context: StaticHandlerContext): unknown {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => {
          if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
          return [id, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
