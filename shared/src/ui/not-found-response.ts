import { data } from 'react-router';

/**
 * The 404 a loader or validation hook throws (rule route.not-found): status 404 with the status
 * message as data, rendered by {@link RouteErrorBoundary}.
 * `kind` picks the wording: 'unmatched' gives 'Page not found: {path}', 'validation'
 * gives 'Page Not Found: {path}'.
 */
export function notFound(path: string, kind: 'unmatched' | 'validation') {
  const message = kind === 'validation' ? `Page Not Found: ${path}` : `Page not found: ${path}`;
  return data({ message }, { status: 404 });
}
