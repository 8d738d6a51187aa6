/** What blog loaders read from a request: its path, for 404 messages. The language comes from the page context. */

/** The request's path, for 404 messages. */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname;
}
