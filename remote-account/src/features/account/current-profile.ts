/** Who is signed in, as a loader needs to know it (rule account.session: the session token decides). */
import type { PageContext } from '@meridian/shared/route-module';
import { isSessionEnded } from '../../lib/api-errors.ts';
import { fetchProfile, type Profile } from './account-api.ts';

/**
 * The visitor's profile. 'signed-out' without a session token, or when the API says the token
 * has ended (the session is then ended here too, so the next page knows); 'unknown' when the
 * API could not answer (the session stays).
 */
export async function currentProfile(page: PageContext): Promise<Profile | 'signed-out' | 'unknown'> {
  if (!page.signedIn()) return 'signed-out';
  try {
    return await fetchProfile(await page.api());
  } catch (error) {
    if (!isSessionEnded(error)) return 'unknown';
    await page.signOut();
    return 'signed-out';
  }
}
