/** The translated name of a plan's term ('1 year'), from `pricing:terms`. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN_TERMS: ReadonlySet<number> = new Set([1, 12, 24]);

/** A function naming a term of `months` months; unknown lengths read '{{count}} months'. */
export function useTermLabel(): (months: number) => string {
  const { t } = useTranslation('pricing');
  return useCallback(
    (months: number) => (KNOWN_TERMS.has(months) ? t(`terms.m${months}`) : t('terms.other', { count: months })),
    [t],
  );
}
