import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from '@meridian/shared/locales';
import { networkTotals, REGION_INFO, serversIn, type Region } from '@meridian/shared/network';

type Counted = 'servers' | 'cities' | 'countries';

/**
 * The network's numbers in words on the servers pages ("1,796 servers in 34 cities in 14
 * countries"), each in the page language's plural form, with Western digits and its grouping
 * (`numberLocaleOf`: the same text on the server and in every browser).
 */
export function useNetworkWords() {
  const { t, i18n } = useTranslation('vpn-server');
  const locale = numberLocaleOf(i18n.language);
  const count = (what: Counted, value: number) =>
    t(`count.${what}`, { count: value, formatParams: { count: { locale, numberingSystem: 'latn' } } });
  return {
    count,
    /** The whole network, from `networkTotals()` (never typed in). */
    totals(): string {
      const totals = networkTotals();
      return t('totals', {
        servers: count('servers', totals.servers),
        cities: count('cities', totals.cities),
        countries: count('countries', totals.countries),
      });
    },
    /** One region: its servers and cities. */
    region(region: Region): string {
      return t('regionTotals', {
        servers: count('servers', serversIn(region)),
        cities: count('cities', REGION_INFO[region].cities.length),
      });
    },
  };
}
