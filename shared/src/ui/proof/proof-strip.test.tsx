import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { brandVariables, type Messages } from '../../i18n/messages.ts';
import proofAr from '../../../locales/ar/proof.json';
import proofDe from '../../../locales/de/proof.json';
import proofEn from '../../../locales/en/proof.json';
import { ProofStrip, type ProofStripProps } from './proof-strip.tsx';

/** A day the audit (completed 2026-06-19) backs the claim, and the first day it no longer does. */
const AUDIT_CURRENT = Date.parse('2026-12-01T12:00:00Z');
const AUDIT_EXPIRED = Date.parse('2027-06-19T00:00:00Z');

/** The strip as the server renders it in `lang`, with the real `proof` bundles, at an injected clock. */
function serverHtml(lang: string, props: ProofStripProps = {}): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { proof: proofEn as Messages }, de: { proof: proofDe as Messages }, ar: { proof: proofAr as Messages } },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { ...brandVariables('Meridian VPN') } },
  });
  const router = createMemoryRouter([{ path: '*', element: <ProofStrip now={AUDIT_CURRENT} {...props} /> }], { initialEntries: ['/'] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('ProofStrip', () => {
  test('shows the ratings, the audit with its summary link, the chosen review with its source and the numbers', () => {
    const html = serverHtml('en', { reviews: ['r3'] });
    expect(html).toContain('App Store, 18,420 ratings');
    expect(html).toContain('aria-label="4.7 out of 5"');
    expect(html).toContain('independently audited by Halvorsen &amp; Brandt Assurance, June 2026');
    expect(html).toMatch(/href="\/no-logs-audit"/);
    expect(html).toContain('Norrsken Security Notes, review score 4.5 out of 5');
    expect(html).not.toContain('Velora Tech Review');
    expect(html).not.toContain('Translated from English');
    for (const figure of ['2,300,000 users', '1,796 servers', '34 cities', '14 countries', '10 devices at once'])
      expect(html).toContain(figure);
  });

  test('in German: German numbers and month, and the review says it was translated', () => {
    const html = serverHtml('de', { reviews: ['r1'] });
    expect(html).toContain('1.796 Server');
    expect(html).toContain('Juni 2026');
    expect(html).toContain('4,7');
    expect(html).toContain('Aus dem Englischen übersetzt');
  });

  test('in Arabic: Western digits (the same on the server and in every browser) and the plural form of large numbers', () => {
    const html = serverHtml('ar');
    expect(html).toContain('1,796 خادم');
    expect(html).toContain('10 أجهزة في الوقت نفسه');
    expect(html).not.toMatch(/[\u0660-\u0669]/);
  });

  test('the line by a pay button: the best-rated store by count and the audit link, no numbers', () => {
    const html = serverHtml('en', { variant: 'line' });
    expect(html).toContain('Google Play, 41,380 ratings');
    expect(html).toContain('Audited no-logs policy');
    expect(html).toMatch(/href="\/no-logs-audit"/);
    expect(html).not.toContain('servers');
  });

  test('leaves out an audit twelve months old, in the block and by the pay button, and keeps everything else', () => {
    for (const variant of ['full', 'line'] as const) {
      const html = serverHtml('en', { variant, now: AUDIT_EXPIRED });
      expect(html).not.toContain('audited');
      expect(html).not.toContain('Audited');
      expect(html).not.toMatch(/href="\/no-logs-audit"/);
      expect(html).toContain('Google Play, 41,380 ratings');
    }
    // The day before, it is still claimed.
    expect(serverHtml('en', { now: AUDIT_EXPIRED - 1 })).toContain('independently audited by Halvorsen &amp; Brandt Assurance');
  });
});
