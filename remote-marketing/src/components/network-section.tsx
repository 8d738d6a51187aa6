import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serversIn, type Region } from '@meridian/shared/network';
import { findLocations, readQuery, type PlaceNames } from '../features/network/network-search.ts';
import { SHARED_LINKS, detailPath } from '../features/links/page-links.ts';
import { useNetworkWords } from '../utils/use-network-words.ts';
import { NetworkMap } from './network-map.tsx';
import { Section } from './section.tsx';
import { ServerList } from './server-list.tsx';
import { ServerSearch } from './server-search.tsx';

const regionPath = (region: Region) => detailPath(SHARED_LINKS.servers, region);

/**
 * The query of the list: the address's `?q=` (a GET search, the first render on the server and in
 * the browser alike), then what the visitor types; it starts again from the address when that changes.
 */
function useQuery(): [string, (query: string) => void] {
  const [params] = useSearchParams();
  const fromAddress = readQuery(params.get('q'));
  const [state, setState] = useState({ fromAddress, query: fromAddress });
  if (state.fromAddress !== fromAddress) setState({ fromAddress, query: fromAddress });
  return [state.query, (query) => setState({ fromAddress, query })];
}

/**
 * The network on `/vpn-server` (decision 043): its totals in words over a map of it, a search by country
 * or city name, and every country found grouped by continent with its servers and its cities'
 * servers. Names match in the page's language and in English (`network-search.ts`).
 */
export function NetworkSection() {
  const { t, i18n } = useTranslation('vpn-server');
  const english = i18n.getFixedT('en', 'vpn-server');
  const words = useNetworkWords();
  const [typed, setTyped] = useQuery();
  const query = readQuery(typed);
  const names: PlaceNames = {
    region: (region) => [t(`regions.${region}.name`), english(`regions.${region}.name`), region],
    city: (city) => [t(`cities.${city}`), english(`cities.${city}`)],
  };
  const matches = findLocations(query, names);
  const title = (region: Region) =>
    t('map.marker', { region: t(`regions.${region}.name`), servers: words.count('servers', serversIn(region)) });
  return (
    <Section id="locations" title={words.totals()} className="region-index">
      <NetworkMap title={title} to={regionPath} shown={new Set(matches.map((match) => match.region))} />
      <ServerSearch value={typed} query={query} found={matches.length} onQuery={setTyped} allTo={SHARED_LINKS.servers} />
      <ServerList matches={matches} to={regionPath} />
    </Section>
  );
}
