/**
 * The servers map of `/vpn-server` (decision 043), drawn inline on the server: the continents of the
 * home page's map, a dot for every server city and a marker for every region, sized by its servers
 * and linked to its page. The map repeats the list beside it (its text equivalent), so it is hidden
 * from assistive technology and its links from the tab order; a pointer can still follow a marker.
 * Regions a search left out are dimmed. Never mirrored in right-to-left pages.
 */
import { Link } from 'react-router';
import { CITIES, REGIONS, serversIn, type Region } from '@meridian/shared/network';
import { CITY_POINTS, REGION_POINTS, type LonLat } from '../features/network/map-points.ts';
import { LAND, outline } from './illustrations.tsx';

const x = ([lon]: LonLat) => lon + 180;
const y = ([, lat]: LonLat) => 75 - lat;
/** A marker's radius in map units: larger for more servers (1 796 in all; 380 in the largest region). */
const radius = (servers: number) => (1.2 + Math.sqrt(servers) / 9).toFixed(1);

/** Props of {@link NetworkMap}. */
export interface NetworkMapProps {
  /** A region's name and servers in words, shown when a pointer rests on its marker. */
  readonly title: (region: Region) => string;
  readonly to: (region: Region) => string;
  /** Regions to show at full strength; all when omitted. */
  readonly shown?: ReadonlySet<Region>;
}

/** The map; its caption (the totals in words) is the page's. */
export function NetworkMap({ title, to, shown }: NetworkMapProps) {
  return (
    <svg className="network-map" aria-hidden="true" focusable="false" viewBox="0 0 360 130" width="720" height="260">
      <path className="network-map__land" d={LAND.map(outline).join('')} />
      {CITIES.map((city) => (
        <circle key={city} className="network-map__city" cx={x(CITY_POINTS[city])} cy={y(CITY_POINTS[city])} r="0.9" />
      ))}
      {REGIONS.map((region) => (
        <Link
          key={region}
          to={to(region)}
          tabIndex={-1}
          className={shown && !shown.has(region) ? 'network-map__marker network-map__marker--dim' : 'network-map__marker'}
        >
          <title>{title(region)}</title>
          <circle cx={x(REGION_POINTS[region])} cy={y(REGION_POINTS[region])} r={radius(serversIn(region))} />
        </Link>
      ))}
    </svg>
  );
}
