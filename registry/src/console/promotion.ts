/**
 * The promotion a click on the environments panel asks for (decision 059): one area, or every area
 * that differs, from the environment beside production into production, with each area's move.
 */
import type { PromotionIntent } from './intents.ts';
import type { EnvironmentDiff } from './use-environments.ts';

/** The intent of promoting `area` (null: every area that differs) of `diff`; null when nothing would move. */
export function promotionOf(diff: EnvironmentDiff, area: string | null): PromotionIntent | null {
  const changes = diff.areas
    .filter((item) => !item.same && item.from !== null && (area === null || item.area === area))
    .map((item) => ({ area: item.area, from: item.to, to: item.from ?? '' }));
  if (changes.length === 0) return null;
  return { kind: 'promote-env', area: area ?? 'every area', all: area === null, from: diff.from, to: diff.to, changes };
}
