/**
 * Sign in with a registry token: the token is checked with `GET /api/whoami` before it is kept
 * (sessionStorage, this tab only). Opened from the header, or first when someone wants to act.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from './dialog.tsx';
import { signInError } from './use-session.ts';

/** Props: `onSignIn` checks and keeps the token (resolves with its name); `purpose` says why it is asked for. */
export interface SignInDialogProps {
  onSignIn: (token: string) => Promise<string>;
  onSignedIn: (name: string) => void;
  onCancel: () => void;
  purpose?: string;
}

/** The dialog. */
export function SignInDialog({ onSignIn, onSignedIn, onCancel, purpose }: SignInDialogProps) {
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (token.trim() === '') {
      setError('Paste your registry token.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await onSignIn(token));
    } catch (caught) {
      setBusy(false);
      setError(signInError(caught));
      field.current?.focus();
    }
  };

  return (
    <Dialog title="Sign in with token" onClose={onCancel} initialFocus={field} busy={busy}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="modal__message">
          {purpose ?? 'Sign in with your own registry token: its role decides what you may do, and the audit log records its name.'}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            Registry token
          </label>
          <input
            ref={field}
            id={fieldId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={error !== null}
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            One of REGISTRY_TOKENS. Kept in this tab only, until you sign out or close it.
          </p>
        </div>
        {error ? (
          <p className="refusal refusal__message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary button--small" disabled={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
