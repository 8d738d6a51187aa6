/**
 * `npm run content:report`: what the company must renew before the site stops claiming it (rule
 * proof.audit-age), 60 days ahead. Prints the notices of `shared/src/content/content-report.ts` at
 * this moment, or at `--now <ISO date>`; always exits 0 (a warning is for people, not a failed build:
 * the site itself stops showing an expired claim).
 */
import { parseArgs } from 'node:util';
import { contentNotices } from '@meridian/shared/content-report';
import { PROOF } from '@meridian/shared/proof';

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now === undefined ? Date.now() : Date.parse(values.now);
if (!Number.isFinite(now)) {
  console.error(`[content] --now ${values.now}: expected an ISO date such as 2027-05-01`);
  process.exit(2);
}
const notices = contentNotices(PROOF, now);
if (notices.length === 0) console.log('[content] nothing to renew in the next 60 days');
for (const notice of notices) console.warn(`[content] ${notice.level}: ${notice.message}`);
