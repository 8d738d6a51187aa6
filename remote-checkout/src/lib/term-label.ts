/** The translated name of a plan's term ('1 year'), from `<ns>:terms` (pricing and paysuc carry the same keys). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN_TERMS = [1, 12, 24] as const;
const isKnownTerm = (months: number): months is (typeof KNOWN_TERMS)[number] => (KNOWN_TERMS as readonly number[]).includes(months);

/** A function naming a term of `months` months in namespace `ns`; other lengths read '{{count}} months' (plural forms). */
export function useTermLabel(ns: 'pricing' | 'paysuc' = 'pricing'): (months: number) => string {
  const { t } = useTranslation(ns);
  return useCallback((months: number) => (isKnownTerm(months) ? t(`terms.m${months}`) : t('terms.months', { count: months })), [t]);
}
