/**
 * Type-level test of the registry's wire contract, checked by `tsc` (npm run typecheck), never
 * run: the registry builds its answers as `WireOut<typeof schema>` and its readers (CLI, console,
 * host) get the same type from `parseWire`, so a change of shape fails to compile on both sides
 * (decision 034).
 */
import type { auditEntrySchema, releaseViewSchema, remoteViewSchema, WireOut } from './registry-contract.ts';
import type { ReleaseStateEntry } from '../federation/release.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

/** What the registry sends and hosts read for one area of `GET /api/releases`. */
interface RemoteWire {
  version: string;
  origin: string;
  canary: { version: string; percent: number } | null;
  previous: string[];
  fallback?: string | undefined;
  integrity: Record<string, { buildFiles: string; remoteEntry: string }>;
}
assertType<Equal<WireOut<typeof remoteViewSchema>, RemoteWire>>();
assertType<Equal<ReleaseStateEntry, Readonly<RemoteWire>>>();
assertType<Equal<WireOut<typeof releaseViewSchema>['revision'], number>>();

// @ts-expect-error the registry cannot send an area without its `previous` versions
export const missingField: WireOut<typeof remoteViewSchema> = {
  version: '1.0.0',
  origin: 'http://localhost:3002',
  canary: null,
  integrity: {},
};
// @ts-expect-error nor an audit entry whose revision is text
export const wrongType: WireOut<typeof auditEntrySchema>['toRevision'] = '7';
