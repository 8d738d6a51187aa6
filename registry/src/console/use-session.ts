/**
 * Who is signed in: the token (kept in sessionStorage, so it dies with the tab) and its name and
 * role from `GET /api/whoami`. The registry answers reads to a token only (decision 051): the
 * console asks for one before it shows anything.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiRefusal, whoami, type Caller } from './api.client.ts';

const TOKEN_KEY = 'meridian-registry-token';

/** The session: `checking` while a stored token is verified at start. */
export type Session =
  { status: 'anonymous' } | { status: 'checking' } | { status: 'signed-in'; name: string; role: Caller['role']; token: string };

/** The session and its operations. `signIn` rejects with a message for people when the token is refused. */
export interface SessionControls {
  session: Session;
  signIn: (token: string) => Promise<string>;
  signOut: () => void;
}

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function store(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage may be disabled: the session then lasts as long as the page.
  }
}

/** Message for a failed sign-in. */
export function signInError(caught: unknown): string {
  if (caught instanceof ApiRefusal && caught.status === 401) return 'The registry does not know this token.';
  return `Could not check the token: ${caught instanceof Error ? caught.message : String(caught)}`;
}

/** The session of this tab. */
export function useSession(): SessionControls {
  const [session, setSession] = useState<Session>(() => (storedToken() === null ? { status: 'anonymous' } : { status: 'checking' }));

  useEffect(() => {
    const token = storedToken();
    if (token === null) return;
    let live = true;
    whoami(token).then(
      (caller) => live && setSession({ status: 'signed-in', name: caller.name, role: caller.role, token }),
      () => {
        if (!live) return;
        store(null);
        setSession({ status: 'anonymous' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const signIn = useCallback(async (token: string): Promise<string> => {
    const caller = await whoami(token.trim());
    store(token.trim());
    setSession({ status: 'signed-in', name: caller.name, role: caller.role, token: token.trim() });
    return caller.name;
  }, []);

  const signOut = useCallback(() => {
    store(null);
    setSession({ status: 'anonymous' });
  }, []);

  return { session, signIn, signOut };
}
