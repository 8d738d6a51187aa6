import { useTranslation } from 'react-i18next';
import { CITY_SERVERS, type City } from '@meridian/shared/network';
import { useNetworkWords } from '../utils/use-network-words.ts';

/** Cities with the servers of each (a region page's list, and each country of the index). */
export function CityCounts({ cities, className }: { readonly cities: readonly City[]; readonly className?: string }) {
  const { t } = useTranslation('vpn-server');
  const words = useNetworkWords();
  return (
    <ul className={['city-counts', className ?? ''].filter(Boolean).join(' ')}>
      {cities.map((city) => (
        <li key={city} className="city-counts__item">
          <span className="city-counts__name">{t(`cities.${city}`)}</span>
          <span className="city-counts__servers">{words.count('servers', CITY_SERVERS[city])}</span>
        </li>
      ))}
    </ul>
  );
}
