/** The console's header: the registry's name, the live revision, and who is signed in (or a sign-in button). */
import type { Session } from './use-session.ts';

/** Props: the revision on screen (null while loading), whether the registry answers, the session and its actions. */
export interface HeaderBarProps {
  revision: number | null;
  connected: boolean;
  session: Session;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The header bar. */
export function HeaderBar({ revision, connected, session, onSignIn, onSignOut }: HeaderBarProps) {
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <p className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true" />
          Meridian release registry
        </p>
        <p className={connected ? 'revision revision--live' : 'revision'} aria-live="polite">
          <span className="revision__dot" aria-hidden="true" />
          {revision === null ? 'Loading…' : `Revision ${revision}`}
          <span className="visually-hidden">{connected ? ', following live changes' : ', not connected'}</span>
        </p>
        <div className="topbar__session">
          {session.status === 'signed-in' ? (
            <>
              <span className="whoami">
                Signed in as <strong>{session.name}</strong>
                <span className="whoami__role">{` · ${session.role}`}</span>
              </span>
              <button type="button" className="button button--ghost button--small button--on-dark" onClick={onSignOut}>
                Sign out
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={onSignIn}
              disabled={session.status === 'checking'}
            >
              {session.status === 'checking' ? 'Checking token…' : 'Sign in with token'}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
