/**
 * What `npm run dev -- --against <registry>` trusts before it runs anything (decision 052): the
 * registry only over https (plain http to this machine only), and the origins whose server code
 * the local host will execute named by the developer, with `--trust-origins a,b` or by answering
 * a question in a terminal; a run without a terminal and without the flag is refused.
 */

/** Whether `hostname` (from a URL) is this machine: `localhost`, 127.0.0.0/8 or `[::1]`. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * A base URL as the trust list compares it: scheme, host, port and path without trailing slashes.
 * @throws Error naming `input` when it is no http(s) URL.
 */
export function trustKey(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error(`--trust-origins: "${input}" is not a URL (expected https://host[:port][/path])`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--trust-origins: "${input}" is not an http(s) URL`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The `--trust-origins` list (comma-separated URLs), or null when the flag is absent. @throws Error for an empty list or a bad URL. */
export function parseTrustedOrigins(value: string | undefined | null): string[] | null {
  if (value === undefined || value === null) return null;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0 || value.startsWith('--'))
    throw new Error('--trust-origins takes the origins you trust, separated by commas: --trust-origins https://cdn.example.com/blog,...');
  return items.map(trustKey);
}

/**
 * Why the local host may not run server code from `origin`, or null: an origin reached over plain
 * http that is not this machine could be anyone's code (anything between could change it).
 */
export function insecureOrigin(origin: string): string | null {
  const url = new URL(origin);
  return url.protocol === 'http:' && !isLoopback(url.hostname) ? `${origin} is plain http and not this machine` : null;
}

/** How the developer is asked: `interactive` when a terminal is attached, `ask` puts a question and resolves with the answer. */
export interface TrustPrompt {
  trusted: readonly string[] | null;
  interactive: boolean;
  ask: (question: string) => Promise<string>;
}

/**
 * Resolves when every origin of `origins` (whose server code the local host would run) is
 * trusted: named in `--trust-origins`, or confirmed with "y" in a terminal. @throws Error saying
 * which origins are not trusted and how to trust them (a run without a terminal is never asked).
 */
export async function confirmOrigins(origins: readonly string[], prompt: TrustPrompt): Promise<void> {
  const insecure = origins.map(insecureOrigin).filter((problem) => problem !== null);
  if (insecure.length > 0) throw new Error(`the registry names origins this machine will not run code from: ${insecure.join('; ')}`);
  if (prompt.trusted !== null) {
    const missing = origins.filter((origin) => !prompt.trusted?.includes(trustKey(origin)));
    if (missing.length > 0)
      throw new Error(
        `--trust-origins does not name ${missing.join(', ')}: the registry sends server code from there, which this machine would run`,
      );
    return;
  }
  if (!prompt.interactive)
    throw new Error(
      `the host would run server code from ${origins.join(', ')}; name the origins you trust with --trust-origins ${origins.join(',')} (a run without a terminal is not asked)`,
    );
  const answer = await prompt.ask(`Run server code from ${origins.join(', ')} on this machine? [y/N] `);
  if (!/^y(es)?$/i.test(answer.trim())) throw new Error('the origins were not trusted');
}
