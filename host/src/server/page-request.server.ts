/**
 * Two steps of a page request around the render (render.server.tsx): the Fetch request React
 * Router gets, and the answer from the page cache when it holds the page.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { RenderDeps } from './render-deps.server.ts';
import { PAGE_CACHE_CONTROL } from './stream.server.tsx';

/**
 * What a loader may know of the visitor's device: the system (`/download` offers its app first,
 * issue 22). Nothing else of the request (cookies, addresses) reaches a loader this way.
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

/**
 * Sends the stored page for `key` when there is one and its area's origin still answers (a page
 * of an area whose origin died is rendered again, as the 503 page). True when it answered.
 */
export async function answerFromCache(req: ExpressRequest, res: ExpressResponse, deps: RenderDeps, key: string): Promise<boolean> {
  const hit = deps.pages.get(key);
  if (!hit) return false;
  if (hit.area && hit.entry) {
    try {
      await deps.remotes.load(hit.area, hit.entry);
    } catch {
      return false;
    }
  }
  if (hit.area && hit.entry) deps.health.pageView(hit.area, hit.entry.version);
  res.status(hit.status);
  res.setHeader('Content-Type', hit.contentType);
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  // Compressed when it was stored; compression() leaves a response that already has an encoding alone.
  res.vary('Accept-Encoding');
  const encoding = hit.encoded ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (hit.encoded && (encoding === 'br' || encoding === 'gzip')) {
    res.setHeader('Content-Encoding', encoding);
    res.end(hit.encoded[encoding]);
    return true;
  }
  res.end(hit.body);
  return true;
}
