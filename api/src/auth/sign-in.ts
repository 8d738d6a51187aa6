/**
 * The answer of every successful sign-in (web/login, web/verification/validate): a new bearer
 * session and a new device token (auth/device-tokens.ts).
 */
import type { AppContext } from '../context.ts';
import { issueDeviceToken } from './device-tokens.ts';
import type { DeviceToken } from './device-tokens.ts';
import { createSession } from './sessions.ts';

/** `{ token, token_type: 'Bearer', expires_at (ms), user_id, device_token }`. */
export interface SignedIn {
  readonly token: string;
  readonly token_type: 'Bearer';
  readonly expires_at: number;
  readonly user_id: number;
  readonly device_token: string;
}

/**
 * Signs `userId` in; `presented` (the browser's valid device token, if any) is replaced by the
 * new one when it belongs to the same user.
 */
export function signIn(ctx: AppContext, userId: number, presented: DeviceToken | null): SignedIn {
  const session = createSession(ctx, userId);
  return {
    token: session.token,
    token_type: 'Bearer',
    expires_at: session.expiresAt,
    user_id: userId,
    device_token: issueDeviceToken(ctx, userId, presented),
  };
}
