/**
 * Invite data (rule attr.invite): a landing URL with `from=invite` and `uid=<inviter>` makes
 * `{ invite_type: 30001, invite_code: <uid> }` for sign-up and purchase calls.
 */

import { INVITE_TYPE } from '../api-contract/paths.ts';

export { INVITE_TYPE };

/** Invite data as sent to the api. */
export interface InviteData {
  readonly invite_type: typeof INVITE_TYPE;
  readonly invite_code: string;
}

/**
 * Reads invite data from a query (`location.search` with or without `?`, or parsed).
 * Returns null unless `from` is exactly `invite` and `uid` is non-empty.
 */
export function readInviteData(query: string | URLSearchParams): InviteData | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const uid = params.get('uid');
  if (params.get('from') !== 'invite' || uid === null || uid === '') return null;
  return { invite_type: INVITE_TYPE, invite_code: uid };
}
