/**
 * The proof the site shows near every call to action (rule proof.one-source): the one place the company fills
 * in its independent no-logs audit, app-store ratings, press reviews, press quotes and numbers.
 * Facts only; their words live in the `proof` namespace (`shared/locales/<lang>/proof.json`,
 * shipped by every area: `SHARED_NAMESPACES`), under the ids used here. Every firm, publication,
 * outlet and person named is invented for this fictional company: the site never presents a real
 * review site, auditor or newspaper as an endorser (`proof.test.ts` keeps a denylist). The stores
 * are named only as where ratings come from. Servers, cities and countries are not typed here:
 * they come from the network (`networkTotals()`, `@meridian/shared/network`).
 */
import { networkTotals, type NetworkTotals } from './network.ts';

/** An independent audit of the no-logs policy; its words are `audit.*` in the `proof` namespace. */
export interface NoLogsAudit {
  /** Id of the (invented) firm: `audit.firms.<firm>` is its name. */
  readonly firm: 'halvorsenBrandt';
  /** When the report was signed, ISO 8601 date; it backs the claim for twelve months (`auditIsCurrent`). */
  readonly completed: string;
  /** What was examined: `audit.scope.<item>`. */
  readonly scope: readonly ('servers' | 'config' | 'access' | 'retention')[];
  /** The outcome: `audit.result.<result>`. */
  readonly result: 'noLogs';
  /** The summary page on this site, unprefixed path. */
  readonly summaryPath: '/no-logs-audit';
}

/** Average rating in one app store (named as the source of the figure, never as an endorser). */
export interface StoreRating {
  /** `ratings.stores.<store>` is the store's name. */
  readonly store: 'appStore' | 'googlePlay';
  /** Average stars, 1.0 to 5.0, one decimal. */
  readonly stars: number;
  /** Number of ratings the average is over (whole number). */
  readonly count: number;
}

/** A review by an (invented) publication: `reviews.<id>.quote`, its source `sources.<source>`. */
export interface Review {
  readonly id: 'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'r6';
  readonly source: 'veloraTech' | 'quillbridge' | 'norrsken' | 'tessellate' | 'cobaltLedger' | 'larkspur';
  /** The reviewer's score, 1.0 to 5.0, one decimal. */
  readonly stars: number;
  /** Month of the review, `YYYY-MM`. */
  readonly published: string;
}

/** A quote from an (invented) news outlet: `press.<id>`, its outlet `outlets.<outlet>`. */
export interface PressQuote {
  readonly id: 'p1' | 'p2' | 'p3';
  readonly outlet: 'ashgroveCourier' | 'pelicanBayHerald' | 'stonebridgeReview';
}

/** Numbers the site claims about the service; the network's come from `networkTotals()`. */
export interface ProofNumbers extends NetworkTotals {
  /** People using the service (whole number). */
  readonly users: number;
  /** Devices one subscription connects at the same time. */
  readonly devices: number;
}

/** Everything the proof shows, as the company filled it in. */
export interface Proof {
  readonly audit: NoLogsAudit;
  readonly ratings: readonly StoreRating[];
  readonly reviews: readonly Review[];
  readonly press: readonly PressQuote[];
  readonly numbers: ProofNumbers;
}

/** The company's proof. Fictional, plausible figures for this fictional company. */
export const PROOF: Proof = {
  audit: {
    firm: 'halvorsenBrandt',
    completed: '2026-06-19',
    scope: ['servers', 'config', 'access', 'retention'],
    result: 'noLogs',
    summaryPath: '/no-logs-audit',
  },
  ratings: [
    { store: 'appStore', stars: 4.7, count: 18_420 },
    { store: 'googlePlay', stars: 4.6, count: 41_380 },
  ],
  reviews: [
    { id: 'r1', source: 'veloraTech', stars: 4.5, published: '2026-09' },
    { id: 'r2', source: 'quillbridge', stars: 4.6, published: '2026-08' },
    { id: 'r3', source: 'norrsken', stars: 4.5, published: '2026-07' },
    { id: 'r4', source: 'tessellate', stars: 4.4, published: '2026-10' },
    { id: 'r5', source: 'cobaltLedger', stars: 4.7, published: '2026-05' },
    { id: 'r6', source: 'larkspur', stars: 4.5, published: '2026-03' },
  ],
  press: [
    { id: 'p1', outlet: 'ashgroveCourier' },
    { id: 'p2', outlet: 'pelicanBayHerald' },
    { id: 'p3', outlet: 'stonebridgeReview' },
  ],
  numbers: { users: 2_300_000, devices: 10, ...networkTotals() },
};

/** How long a no-logs audit backs the site's claim, in calendar months from its completion (rule proof.audit-age). */
export const AUDIT_VALID_MONTHS = 12;

/** Epoch ms of the first moment (UTC) the audit no longer backs the claim: `completed` plus {@link AUDIT_VALID_MONTHS}. */
export function auditExpiresAt(audit: Pick<NoLogsAudit, 'completed'>): number {
  const completed = new Date(`${audit.completed}T00:00:00Z`);
  return Date.UTC(completed.getUTCFullYear(), completed.getUTCMonth() + AUDIT_VALID_MONTHS, completed.getUTCDate());
}

/**
 * Whether the site may claim the audit at `now` (epoch ms): it was completed by then and is less
 * than twelve months old (rule proof.audit-age). After that the proof leaves the audit out by itself
 * rather than present an old report as current; `scripts/content-report.ts` warns ahead of the day.
 */
export function auditIsCurrent(audit: Pick<NoLogsAudit, 'completed'>, now: number): boolean {
  const completed = Date.parse(`${audit.completed}T00:00:00Z`);
  return Number.isFinite(completed) && completed <= now && now < auditExpiresAt(audit);
}
