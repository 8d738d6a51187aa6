/**
 * Test helper (not shipped): jsdom has no fetch `Request`, which React Router's data router
 * builds for every navigation. This stand-in carries what a navigation without loaders or
 * actions reads (url, method, signal); it is installed only where `Request` is missing.
 */
class RequestStandIn {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers = new Map<string, string>();

  constructor(input: string | URL, init: { readonly method?: string; readonly signal?: AbortSignal | null } = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}

if (typeof globalThis.Request === 'undefined') Reflect.set(globalThis, 'Request', RequestStandIn);
