/**
 * The structure of the four legal pages; their texts are in `locales/<lang>/<page>.json` under
 * `sections.<id>` (`title`, `p1`..`pN`, and `items.i1`..`iN` for a list, shown after `p1`).
 */

import type { LegalPage } from './legal-pages.ts';

export { LEGAL_PAGES, type LegalPage } from './legal-pages.ts';

/** One section: how many paragraphs and list items it has. */
export interface LegalSection {
  readonly id: string;
  readonly paragraphs: number;
  readonly items?: number;
}

const section = (id: string, paragraphs: number, items?: number): LegalSection => (items ? { id, paragraphs, items } : { id, paragraphs });

/** Sections of every legal page, in reading order. */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalPage, readonly LegalSection[]>> = {
  'privacy-policy': [
    section('collect', 2),
    section('noLogs', 2, 5),
    section('use', 1),
    section('website', 2),
    section('sharing', 2),
    section('retention', 1),
    section('rights', 1),
    section('changes', 1),
  ],
  'terms-of-service': [
    section('agreement', 1),
    section('account', 2),
    section('subscription', 3),
    section('refunds', 2),
    section('use', 2, 5),
    section('service', 2),
    section('liability', 1),
    section('changes', 2),
  ],
  termsuse: [
    section('scope', 1),
    section('content', 2),
    section('tools', 1),
    section('conduct', 1),
    section('links', 1),
    section('disclaimer', 1),
    section('changes', 1),
  ],
  'cookie-policy-2025': [
    section('what', 1),
    section('necessary', 1, 4),
    section('analytics', 1),
    section('referrals', 2, 3),
    section('choices', 2),
    section('thirdParty', 1),
    section('updates', 1),
  ],
};

/** The date every legal page shows as its last update (UTC). */
export const LEGAL_UPDATED = Date.UTC(2025, 0, 15);

/** URL anchor of a section: `noLogs` gives `no-logs`. */
export function sectionAnchor(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
