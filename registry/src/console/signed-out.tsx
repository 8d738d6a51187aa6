/**
 * The console before sign-in (decision 051): the registry answers reads to a token only, so the
 * page shows nothing of it, only the header's "Sign in with token" and why it is needed.
 */
import { useState } from 'react';
import { HeaderBar } from './header-bar.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import type { SessionControls } from './use-session.ts';

/** Before sign-in: nothing of the registry, only the header's sign-in and why it is needed. */
export function SignedOut({ controls }: { controls: SessionControls }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <HeaderBar
        revision={null}
        connected={false}
        session={controls.session}
        onSignIn={() => setAsking(true)}
        onSignOut={controls.signOut}
      />
      <main className="container console" id="main">
        <h1 className="visually-hidden">Release registry console</h1>
        <p className="muted">
          {controls.session.status === 'checking'
            ? 'Checking your token…'
            : 'The registry shows its releases, versions and audit log to people with a token. Sign in with your registry token (a viewer’s at least).'}
        </p>
      </main>
      {asking ? (
        <SignInDialog
          onSignIn={controls.signIn}
          purpose="Sign in with your own registry token to see the release set. Its role decides what you may do; the audit log records its name."
          onSignedIn={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
