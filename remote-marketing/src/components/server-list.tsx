import { useTranslation } from 'react-i18next';
import { CONTINENTS, REGION_INFO } from '@meridian/shared/network';
import type { LocationMatch } from '../features/network/network-search.ts';
import { useNetworkWords } from '../utils/use-network-words.ts';
import { CityCounts } from './city-counts.tsx';
import { LinkTiles } from './link-tiles.tsx';

/**
 * The countries of a search's answer grouped by continent: each links to its page and says its
 * servers and cities, then lists the cities found with their servers. Continents with no country
 * found are left out.
 */
export function ServerList({
  matches,
  to,
}: {
  readonly matches: readonly LocationMatch[];
  readonly to: (region: LocationMatch['region']) => string;
}) {
  const { t } = useTranslation('vpn-server');
  const words = useNetworkWords();
  return CONTINENTS.map((continent) => {
    const found = matches.filter((match) => REGION_INFO[match.region].continent === continent);
    if (found.length === 0) return null;
    return (
      <div key={continent} className="region-index__group">
        <h3 className="region-index__continent">{t(`continents.${continent}`)}</h3>
        <LinkTiles
          className="server-countries"
          items={found.map(({ region, cities }) => ({
            id: region,
            icon: 'pin',
            label: t(`regions.${region}.name`),
            hint: words.region(region),
            to: to(region),
            extra: <CityCounts cities={cities} />,
          }))}
        />
      </div>
    );
  });
}
