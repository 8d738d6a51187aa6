/**
 * What the company must renew before the site stops claiming it (rule proof.audit-age): the content
 * report of `npm run content:report`, which `npm test` prints. Pure: the clock is a parameter.
 */
import { auditExpiresAt, type Proof } from './proof.ts';

/** How far ahead the report warns, in days. */
export const WARN_AHEAD_DAYS = 60;

const DAY_MS = 24 * 3600 * 1000;

/** One line of the report: `warning` ahead of the day, `expired` once the site no longer shows the claim. */
export interface ContentNotice {
  readonly level: 'warning' | 'expired';
  readonly message: string;
}

/**
 * The notices about `proof` at `now` (epoch ms): the no-logs audit `WARN_AHEAD_DAYS` days before it
 * is twelve months old (a warning with the days left), and once it is (the proof has dropped it).
 * Empty when nothing needs doing.
 */
export function contentNotices(proof: Pick<Proof, 'audit'>, now: number): ContentNotice[] {
  const expires = auditExpiresAt(proof.audit);
  const day = new Date(expires).toISOString().slice(0, 10);
  if (now >= expires)
    return [
      {
        level: 'expired',
        message: `The no-logs audit of ${proof.audit.completed} is twelve months old since ${day}: the proof no longer shows it. Fill in the new audit in shared/src/content/proof.ts.`,
      },
    ];
  const daysLeft = Math.ceil((expires - now) / DAY_MS);
  if (daysLeft > WARN_AHEAD_DAYS) return [];
  return [
    {
      level: 'warning',
      message: `The no-logs audit of ${proof.audit.completed} stops being shown on ${day} (in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}): renew it and fill it in before then.`,
    },
  ];
}
