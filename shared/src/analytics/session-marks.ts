/**
 * Session storage keys the product names without saying what they mean, designed here
 * (rule analytics.session-marks). They are written from the landing address (its query as
 * the page started) by the after-hydration services, not before hydration with the attribution
 * cookies: only analytics reads them (visitor-info.ts), and they stay off the first load.
 * - `utm_tags`: this visit's campaign as one JSON object of every non-empty `utm_*` parameter
 *   of the landing address (`utm_id` and others too, not only the five kept as 45-day cookies),
 *   replaced only by a landing address that carries `utm_source`, like the cookies;
 * - `iv_user_id`: the inviter's user id of an invite link (`from=invite&uid=<id>`, the
 *   `invite_code` of rule attr.invite), kept for the session so the invite outlives navigation;
 * - `iv_sim_country`: the country of the inviter's SIM card, the invite link's `sim_country`
 *   (ISO 3166 alpha-2, upper-cased), or removed when the link has none.
 */
import type { KeyValueStorage } from '../runtime/ports.ts';
import { INVITE_TYPE, readInviteData, type InviteData } from '../attribution/invite-data.ts';

/** Session-storage key of this visit's campaign parameters as one object. */
export const UTM_TAGS_KEY = 'utm_tags';
/** Session-storage key of the inviter's user id. */
export const INVITER_ID_KEY = 'iv_user_id';
/** Session-storage key of the inviter's SIM country. */
export const INVITER_SIM_COUNTRY_KEY = 'iv_sim_country';

/** Longest value kept (a parameter, the inviter id): a crafted link cannot fill the storage. */
const MAX_VALUE_LENGTH = 200;
/** Longest `utm_tags` JSON: the events api refuses a longer string property (and the whole batch with it). */
const MAX_TAGS_JSON = 1000;

/** What the session's marks say; null where nothing (valid) is stored. */
export interface SessionMarks {
  readonly utmTags: Readonly<Record<string, string>> | null;
  readonly inviterId: string | null;
  readonly inviterSimCountry: string | null;
}

const bounded = (value: string | null): string | null => (value === null || value === '' || value.length > MAX_VALUE_LENGTH ? null : value);

/** The non-empty `utm_*` parameters of `query`, `utm_source` first, as many as fit in 1000 characters of JSON. */
function utmTagsOf(query: URLSearchParams): Record<string, string> {
  const tags: Record<string, string> = {};
  const entries = [...query].sort(([a], [b]) => Number(b === 'utm_source') - Number(a === 'utm_source'));
  for (const [name, value] of entries) {
    const kept = bounded(value);
    if (!name.startsWith('utm_') || kept === null || name in tags) continue;
    tags[name] = kept;
    if (JSON.stringify(tags).length > MAX_TAGS_JSON) delete tags[name];
  }
  return tags;
}

/**
 * Writes the marks of a landing address (see the module doc) and returns the keys written.
 * Parameters that are empty or longer than 200 characters count as absent.
 */
export function storeSessionMarks(query: URLSearchParams, session: KeyValueStorage): string[] {
  const written: string[] = [];
  if (bounded(query.get('utm_source')) !== null) {
    session.setItem(UTM_TAGS_KEY, JSON.stringify(utmTagsOf(query)));
    written.push(UTM_TAGS_KEY);
  }
  const invite = readInviteData(query);
  const inviterId = invite ? bounded(invite.invite_code) : null;
  if (inviterId !== null) {
    session.setItem(INVITER_ID_KEY, inviterId);
    written.push(INVITER_ID_KEY);
    const sim = query.get('sim_country')?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(sim)) {
      session.setItem(INVITER_SIM_COUNTRY_KEY, sim);
      written.push(INVITER_SIM_COUNTRY_KEY);
    } else session.removeItem(INVITER_SIM_COUNTRY_KEY);
  }
  return written;
}

function parseTags(text: string | null): Record<string, string> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const tags = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return Object.keys(tags).length > 0 ? tags : null;
  } catch {
    return null;
  }
}

/** Reads the session's marks; a value that is not what this module writes reads as absent. */
export function readSessionMarks(session: KeyValueStorage): SessionMarks {
  const sim = session.getItem(INVITER_SIM_COUNTRY_KEY);
  return {
    utmTags: parseTags(session.getItem(UTM_TAGS_KEY)),
    inviterId: bounded(session.getItem(INVITER_ID_KEY)),
    inviterSimCountry: sim !== null && /^[A-Z]{2}$/.test(sim) ? sim : null,
  };
}

/** The invite kept for this session as the api's invite data (rule attr.invite), or null. */
export function storedInvite(session: KeyValueStorage): InviteData | null {
  const inviterId = readSessionMarks(session).inviterId;
  return inviterId === null ? null : { invite_type: INVITE_TYPE, invite_code: inviterId };
}
