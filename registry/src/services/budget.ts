/**
 * Budgets at the gate (decision 060): each area declares its first-load budget in its package.json
 * (`meridian.budget`: `beforeHydration` and `firstThreeSeconds`, gzip -9 bytes), the publish sends
 * it with the version and records it beside the version's own figures in its publish audit entry.
 * Putting a version live (activate, a canary or rollout of a new version, a promotion from another
 * environment) over its budget is refused with the figures, unless an admin says `overBudget` with
 * a reason; either way the figures go into the write's audit entry.
 */
import type { Area } from '@meridian/shared/areas';
import { type budgetFiguresSchema, firstLoadSchema, type WireOut } from '@meridian/shared/registry-contract';
import { z } from 'zod';
import { apiError, ok, type Result } from '../errors.ts';
import type { RegistryDeps } from './deps.ts';
import { firstLoadOf, firstThreeSecondsOf } from './first-load.ts';

/** A version's figures against its budget, as the API sends them. */
export type BudgetFigures = WireOut<typeof budgetFiguresSchema>;

/** A declared budget: gzip -9 bytes before hydration and in a first visit's first three seconds. */
export const budgetSchema = z.object({
  beforeHydration: z.number().int().positive().max(100_000_000),
  firstThreeSeconds: z.number().int().positive().max(100_000_000),
});

/** The budget declared for a version, or null. */
export type Budget = z.infer<typeof budgetSchema>;

/**
 * The figures of `area`@`version`: what its publish recorded (figures computed from the stored
 * files for versions published before they were recorded) and the budget its publish declared.
 * Null when the version is not published.
 */
export async function budgetFigures(deps: RegistryDeps, area: Area, version: string): Promise<BudgetFigures | null> {
  const record = await deps.db.getVersion(area, version);
  if (record === null) return null;
  const [published] = await deps.db
    .listAudit({ area, actions: ['publish'], allEnvironments: true, limit: 1000 })
    .then((entries) => entries.filter((entry) => entry.toVersion === version));
  const details = published?.details ?? {};
  const read = (path: string) => deps.store.read(area, version, path);
  const recordedFirst = firstLoadSchema.safeParse(details.firstLoad);
  const recordedThree = firstLoadSchema.safeParse(details.firstThreeSeconds);
  const beforeHydration = recordedFirst.success ? recordedFirst.data : await firstLoadOf(record.manifest, read);
  const firstThreeSeconds = recordedThree.success ? recordedThree.data : await firstThreeSecondsOf(record.manifest, read);
  const declared = budgetSchema.safeParse(details.budget);
  const budget = declared.success ? declared.data : null;
  const figures = { beforeHydration: beforeHydration?.gzipBytes ?? null, firstThreeSeconds: firstThreeSeconds?.gzipBytes ?? null };
  const over = budget === null ? [] : overBudget(figures, budget);
  return { area, version, budget, ...figures, over };
}

/** Each figure above its budget, by how many bytes. */
export function overBudget(figures: Record<keyof Budget, number | null>, budget: Budget): BudgetFigures['over'] {
  return (['beforeHydration', 'firstThreeSeconds'] as const).flatMap((figure) => {
    const bytes = figures[figure];
    return bytes !== null && bytes > budget[figure] ? [{ figure, bytes, budget: budget[figure], overBy: bytes - budget[figure] }] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures over budget in words: `firstThreeSeconds 30.2 KB over its budget of 20.0 KB by 10.2 KB`. */
export function describeOver(over: BudgetFigures['over']): string {
  return over.map((item) => `${item.figure} ${kb(item.bytes)} over its budget of ${kb(item.budget)} by ${kb(item.overBy)}`).join('; ');
}

/**
 * The budget gate of putting `area`@`version` live: the audit details it adds (`budget`: the
 * figures, and `overBudget: true` when let through). Refuses with 422 `over_budget` and `budget`
 * (the figures) when over and `overBudget` is not set; the caller checked that only an admin sets it.
 */
export async function budgetGate(
  deps: RegistryDeps,
  area: Area,
  version: string,
  overBudgetAllowed: boolean,
): Promise<Result<Record<string, unknown>>> {
  const figures = await budgetFigures(deps, area, version);
  if (figures === null) return ok({});
  if (figures.over.length === 0) return ok({ budget: figures });
  if (overBudgetAllowed) return ok({ budget: figures, overBudget: true });
  return apiError(
    422,
    'over_budget',
    `${area}@${version} is over its first-load budget: ${describeOver(figures.over)}; an admin may put it live with --over-budget -m "why"`,
    { budget: figures },
  );
}
