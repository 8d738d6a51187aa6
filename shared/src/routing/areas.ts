/**
 * The areas of the site, declared once (docs/architecture.md, "The parts"; decision 037): every
 * list of areas in the repository derives from {@link AREA_TABLE} (the port table, builds, the
 * registry and its console, i18n:status, the Jest projects, the host's default allow-list), and
 * `npm run new:area -- <name>` adds an entry here. Which area owns a path is not listed anywhere:
 * each remote's route table says it, and the host matches paths against the route tables of the
 * pinned release set (rule route.table).
 */

/**
 * Each area in navigation order with the offset of its origin's port from `MERIDIAN_PORT_BASE`
 * (marketing on base + 1). Offsets 1 to 9 are for areas (base + 10 and up belong to the e2e
 * journeys' own hosts); an offset never moves once given, so removing an area moves no other.
 * An area's workspace is the folder `remote-<name>` ({@link areaWorkspace}).
 */
export const AREA_TABLE = {
  marketing: { portOffset: 1 },
  blog: { portOffset: 2 },
  account: { portOffset: 3 },
  checkout: { portOffset: 4 },
  tools: { portOffset: 5 },
} as const satisfies Readonly<Record<string, { readonly portOffset: number }>>;

/** One area of the site. */
export type Area = keyof typeof AREA_TABLE;

/** The areas, in navigation order, each built and deployed as its own remote. */
export const AREAS = Object.keys(AREA_TABLE) as readonly Area[] as readonly [Area, ...Area[]];

/** Type guard for area names read from files, URLs or the registry. */
export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/** The workspace folder of `area` at the repository root: `remote-<area>` (`remote-blog`). */
export function areaWorkspace(area: Area): `remote-${Area}` {
  return `remote-${area}`;
}

/** The port of `area`'s origin on the default base 3000 (`http://localhost:3002` serves blog); scripts move it with MERIDIAN_PORT_BASE. */
export function defaultOriginPort(area: Area): number {
  return 3000 + AREA_TABLE[area].portOffset;
}
