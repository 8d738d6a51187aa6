/**
 * Where the product API lives, for calls made in the browser: the `apiBase` field of the
 * boot data the host renders into `<script id="__meridian" type="application/json">`.
 */

/** Used when the page carries no `apiBase`: the reference API of a local run (api/README.md). */
export const DEFAULT_API_BASE = 'http://localhost:3100';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The boot data's `apiBase` when it is a non-empty string, without trailing slashes; else
 * {@link DEFAULT_API_BASE}. Also the default on the server (no `document`) and when the boot
 * data is missing or is not JSON.
 */
export function readApiBase(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): string {
  const text = doc?.getElementById('__meridian')?.textContent;
  if (!text) return DEFAULT_API_BASE;
  try {
    const boot: unknown = JSON.parse(text);
    const base = isRecord(boot) ? boot.apiBase : undefined;
    return typeof base === 'string' && base.trim() !== '' ? base.trim().replace(/\/+$/, '') : DEFAULT_API_BASE;
  } catch {
    return DEFAULT_API_BASE;
  }
}
