/**
 * The five areas of the site (docs/architecture.md, "The parts"). Which area owns a path is not
 * listed anywhere: each remote's route table says it, and the host matches paths against the
 * route tables of the pinned release set (issue 13).
 */

/** The five areas, each built and deployed as its own remote. */
export const AREAS = ['marketing', 'blog', 'account', 'checkout', 'tools'] as const;

/** One area of the site. */
export type Area = (typeof AREAS)[number];

/** Type guard for area names read from files, URLs or the registry. */
export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}
