/**
 * jsdom for component tests, plus the Fetch API classes of the Node that runs Jest (Request,
 * Response, Headers, fetch, streams, AbortController): React Router builds a Request for every
 * navigation and submission, and actions read `request.formData()`. jsdom has none of them, and
 * its own AbortSignal is not one undici's Request accepts, so Node's are used. jsdom's FormData
 * stays (it reads form elements); React Router sends forms URL-encoded as a URLSearchParams body,
 * which must be Node's too: undici sends a jsdom URLSearchParams as text/plain, and the action's
 * `request.formData()` then fails. setImmediate comes along so React's scheduler does not hold a
 * MessageChannel port open after the tests.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'URLSearchParams',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
  'MessageChannel',
  // React's scheduler prefers setImmediate; without it, it keeps a MessageChannel port open and
  // Jest never exits after the run (it hung CI's unit step once account's hydration tests came).
  'setImmediate',
  'clearImmediate',
];

// Jest loads a test environment by its default export.
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (key in globalThis) this.global[key] = globalThis[key];
    }
  }
}
