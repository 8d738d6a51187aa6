/**
 * The Fetch request React Router gets for a page request (render.server.tsx), with only what a
 * loader may know of the visitor.
 */
import type { Request as ExpressRequest } from 'express';

/**
 * What a loader may know of the visitor's device: the system (`/download` offers its app first,
 * decision 039). Nothing else of the request (cookies, addresses) reaches a loader this way.
 */
const DEVICE_HEADERS = ['user-agent', 'sec-ch-ua-platform'] as const;

const deviceHeaders = (req: ExpressRequest): Record<string, string> =>
  Object.fromEntries(DEVICE_HEADERS.flatMap((name) => (typeof req.headers[name] === 'string' ? [[name, req.headers[name]]] : [])));

/**
 * The Fetch request React Router gets for a page request: GET, or a form POST with its body (issue
 * 12), with the visitor's device headers.
 */
export function routerRequest(req: ExpressRequest, url: URL, signal: AbortSignal, method = req.method): Request {
  if (method !== 'POST') return new Request(url.href, { signal, headers: { accept: 'text/html', ...deviceHeaders(req) } });
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  return new Request(url.href, {
    method: 'POST',
    signal,
    body,
    headers: {
      accept: 'text/html',
      'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
      ...deviceHeaders(req),
    },
  });
}
