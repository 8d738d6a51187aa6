/**
 * Migration 6: the festival text of the seeded promotion config in every route language
 * (promotion texts are translated, rule lang.every-string; English stands in where a language has none).
 * Only a promotion still carrying the seeded English text gets them; an edited one is left alone.
 */
import type { Migration } from '../migrate.ts';

const WHITE = '#FFFFFF';
const GOLD = '#FFD400';

/** Black Friday: up to 69% off on the 2-year plan, per language (label, offer, plan). */
const TEXTS: Readonly<Record<string, readonly [string, string, string]>> = {
  ar: ['الجمعة البيضاء: ', 'خصم يصل إلى 69%', ' على خطة السنتين'],
  de: ['Black Friday: ', 'bis zu 69 % Rabatt', ' auf den 2-Jahres-Tarif'],
  es: ['Black Friday: ', 'hasta un 69 % de descuento', ' en el plan de 2 años'],
  fr: ['Black Friday : ', 'jusqu’à -69 %', ' sur l’offre 2 ans'],
  it: ['Black Friday: ', 'fino al 69% di sconto', ' sul piano di 2 anni'],
  ja: ['ブラックフライデー：', '最大69%オフ', '（2年プラン）'],
  nl: ['Black Friday: ', 'tot 69% korting', ' op het 2-jarige abonnement'],
  pl: ['Black Friday: ', 'do 69% taniej', ' w planie 2-letnim'],
  pt: ['Black Friday: ', 'até 69% de desconto', ' no plano de 2 anos'],
  ru: ['Чёрная пятница: ', 'скидка до 69 %', ' на тариф на 2 года'],
};

export const promotionTranslations: Migration = {
  version: 6,
  name: 'promotion-translations',
  up(db) {
    const row = db.prepare("SELECT value FROM site_config WHERE key = 'promotion'").get() as { value?: unknown } | undefined;
    if (typeof row?.value !== 'string') return;
    const promotion = JSON.parse(row.value) as { segments?: { text: string }[]; translations?: unknown };
    if (promotion.translations !== undefined || promotion.segments?.[0]?.text !== 'Black Friday: ') return;
    const translations = Object.fromEntries(
      Object.entries(TEXTS).map(([lang, [label, offer, plan]]) => [
        lang,
        [
          { text: label, color: WHITE },
          { text: offer, color: GOLD },
          { text: plan, color: WHITE },
        ],
      ]),
    );
    db.prepare("UPDATE site_config SET value = ?, updated_at = ? WHERE key = 'promotion'").run(
      JSON.stringify({ ...promotion, translations }),
      Date.now(),
    );
  },
};
