import { isRecord, stringOf } from './guards.ts';

/**
 * The email address one account screen hands the next in the router's location state (never
 * in the URL: addresses stay out of logs and analytics page paths). '' when none.
 */
export function emailFromState(state: unknown): string {
  return (isRecord(state) ? stringOf(state.email) : undefined) ?? '';
}
