/**
 * Names the scaffolders (`npm run new:page`, `npm run new:area`) derive from what they are given:
 * a page path `vpn-for-gaming/consoles` gives the namespace `vpn-for-gaming-consoles`, the module
 * `src/routes/vpn-for-gaming-consoles.tsx` and the title "Vpn for gaming consoles". Bad input is
 * refused with a {@link ScaffoldError} that says what is allowed.
 */

/** A refusal of the scaffolders' input: printed as it is, exit code 2. */
export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

const AREA_NAME = /^[a-z][a-z0-9]{1,19}$/;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An area name as the area list, container names (`<area>_1_0_0`) and environment keys
 * (`MERIDIAN_<AREA>_PORT`) need it: 2 to 20 lowercase letters and digits, starting with a letter.
 * @throws ScaffoldError for anything else
 */
export function checkAreaName(name: string | undefined): string {
  if (name === undefined || !AREA_NAME.test(name))
    throw new ScaffoldError(`the area name must be 2 to 20 lowercase letters or digits, starting with a letter (got "${name ?? ''}")`);
  return name;
}

/** What a page path gives: the route path, its namespace, module file and English title. */
export interface PageNames {
  /** The route path relative to the site root, without slashes around it (`vpn-for-gaming`). */
  readonly path: string;
  /** The i18next namespace and bundle file name (`vpn-for-gaming`). */
  readonly ns: string;
  /** The page module's file name under `src/routes/` (`vpn-for-gaming.tsx`). */
  readonly file: string;
  /** A first English title made from the path (`Vpn for gaming`), to be rewritten. */
  readonly title: string;
}

/**
 * The names of the page at `input` (`/vpn-for-gaming`, `guides/setup`): lowercase words joined by
 * `-`, segments by `/`, no parameters, at most 80 characters.
 * @throws ScaffoldError for anything else
 */
export function pageNames(input: string | undefined): PageNames {
  const path = (input ?? '').replace(/^\/+|\/+$/g, '');
  const segments = path.split('/');
  if (path === '' || path.length > 80 || !segments.every((segment) => SEGMENT.test(segment)))
    throw new ScaffoldError(
      `the page path must be lowercase words joined by "-", segments by "/", without parameters (for example vpn-for-gaming), not "${input ?? ''}"`,
    );
  const ns = segments.join('-');
  const words = ns.replace(/-/g, ' ');
  return { path, ns, file: `${ns}.tsx`, title: `${words.charAt(0).toUpperCase()}${words.slice(1)}` };
}
