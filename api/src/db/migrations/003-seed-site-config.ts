/**
 * Migration 3: remote configuration documents (rules popup.festival, shell.build-poll): the promotion config
 * (festival window and coloured text segments), the latest-build info and the payment
 * common params. Values are JSON; `site/site-config.ts` validates them on read and write.
 */
import type { Migration } from '../migrate.ts';

const DOCUMENTS: Readonly<Record<string, unknown>> = {
  promotion: {
    startTime: '2026-11-20T00:00:00.000Z',
    endTime: '2026-12-02T23:59:59.000Z',
    isFestival: true,
    segments: [
      { text: 'Black Friday: ', color: '#FFFFFF' },
      { text: 'up to 69% off', color: '#FFD400' },
      { text: ' on the 2-year plan', color: '#FFFFFF' },
    ],
  },
  latest_build: { id: 'initial' },
  payment_common_params: {
    default_currency: 'USD',
    price_decimals: 2,
    discount_baseline_percent: 59,
    providers: ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so'].map((id) => ({ id, enabled: true })),
  },
};

export const seedSiteConfig: Migration = {
  version: 3,
  name: 'seed-site-config',
  up(db) {
    const insert = db.prepare('INSERT INTO site_config (key, value, updated_at) VALUES (?, ?, ?)');
    for (const [key, value] of Object.entries(DOCUMENTS)) insert.run(key, JSON.stringify(value), Date.now());
  },
};
