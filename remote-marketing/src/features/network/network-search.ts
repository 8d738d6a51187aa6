/**
 * Finding a server location by name on `/vpn-server` (decision 043): the same matching on the server
 * (`?q=`, a GET form that works without JavaScript) and in the browser (as the visitor types).
 * Names are compared in the visitor's language and in English, accents and case ignored.
 */
import { REGION_INFO, REGIONS, type City, type Region } from '@meridian/shared/network';

/** The longest query read, in characters; the rest of a longer `?q=` is ignored. */
export const MAX_QUERY_LENGTH = 100;

/** One region of a search's answer and those of its cities to show. */
export interface LocationMatch {
  readonly region: Region;
  /** All its cities when its own name matched (or the query is empty), else the cities that matched. */
  readonly cities: readonly City[];
}

/** The names a place may be found by (its name in the page's language, in English, ...). */
export interface PlaceNames {
  region(region: Region): readonly string[];
  city(city: City): readonly string[];
}

/** The query as typed or sent (`?q=`), trimmed and cut to {@link MAX_QUERY_LENGTH} characters; '' for none. */
export function readQuery(raw: string | null | undefined): string {
  return Array.from((raw ?? '').trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}

/**
 * A name as it is compared: compatibility-decomposed with its combining marks dropped ("São" and
 * "Sao", "Zürich" and "Zurich", Arabic hamza and harakat), lower case, the Arabic alef forms and
 * tā' marbūṭa folded, and only letters and digits kept ("Hong Kong" and "hongkong").
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u0671\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The regions (in catalogue order) and cities that `query` names, as part of any of their names.
 * An empty query (or only spaces) finds everything; a query with no letter or digit finds nothing.
 */
export function findLocations(query: string, names: PlaceNames): LocationMatch[] {
  const wanted = readQuery(query);
  const key = searchKey(wanted);
  const matches = (list: readonly string[]) => key !== '' && list.some((name) => searchKey(name).includes(key));
  return REGIONS.flatMap((region): LocationMatch[] => {
    const { cities } = REGION_INFO[region];
    if (wanted === '' || matches(names.region(region))) return [{ region, cities }];
    const found = cities.filter((city) => matches(names.city(city)));
    return found.length > 0 ? [{ region, cities: found }] : [];
  });
}
