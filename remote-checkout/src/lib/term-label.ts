/** The translated name of a plan's term ('1 year'), from `<ns>:terms` (pricing and paysuc carry the same keys). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN_TERMS: ReadonlySet<number> = new Set([1, 12, 24]);

/** A function naming a term of `months` months in namespace `ns`; other lengths read '{{count}} months' (plural forms). */
export function useTermLabel(ns: 'pricing' | 'paysuc' = 'pricing'): (months: number) => string {
  const { t } = useTranslation(ns);
  return useCallback((months: number) => (KNOWN_TERMS.has(months) ? t(`terms.m${months}`) : t('terms.months', { count: months })), [t]);
}
