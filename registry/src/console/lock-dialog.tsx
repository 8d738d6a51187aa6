/**
 * Lock or unlock an environment (decision 059). Locking asks why and, optionally, until when (the
 * lock then ends by itself); unlocking asks why. Both go into the environment's audit log; while
 * the lock holds, every write but a rollback or an abort is refused there (423).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRefusal } from './api.client.ts';
import { Dialog } from './dialog.tsx';
import { RefusalDetails } from './refusal-details.tsx';

/** Props: lock or unlock which environment; `onSubmit` sends it (`until` ISO 8601 or null) and throws `ApiRefusal`. */
export interface LockDialogProps {
  mode: 'lock' | 'unlock';
  environment: string;
  onSubmit: (reason: string, until: string | null) => Promise<void>;
  onDone: (message: string) => void;
  onCancel: () => void;
  onRefusedOutside?: (refusal: ApiRefusal) => boolean;
}

/** The dialog. */
export function LockDialog({ mode, environment, onSubmit, onDone, onCancel, onRefusedOutside }: LockDialogProps) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const ids = { reason: useId(), until: useId(), summary: useId() };
  const locking = mode === 'lock';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Say why: the reason goes into the audit log.');
      reasonField.current?.focus();
      return;
    }
    // datetime-local is the reader's local time: Date reads it so, and the registry gets it in UTC.
    const end = until === '' ? null : new Date(until);
    if (end !== null && (Number.isNaN(end.getTime()) || end.getTime() <= Date.now())) {
      setError('The end must be a time in the future, or empty for a lock until someone unlocks.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim(), end === null ? null : end.toISOString());
      onDone(locking ? `${environment} is locked: only a rollback or an abort goes through.` : `${environment} is unlocked.`);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiRefusal && onRefusedOutside?.(caught) === true) return;
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <Dialog
      title={locking ? `Lock ${environment}` : `Unlock ${environment}`}
      onClose={onCancel}
      initialFocus={reasonField}
      describedBy={ids.summary}
      busy={busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p id={ids.summary} className="modal__message">
          {locking
            ? `While ${environment} is locked, every release write to it is refused except a rollback and an abort (of a canary or a rollout); a running rollout holds its stage.`
            : `Releases to ${environment} go through again, each through its gates.`}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={ids.reason}>
            Reason <span className="field__required">(required)</span>
          </label>
          <textarea
            ref={reasonField}
            id={ids.reason}
            rows={2}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {locking ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.until}>
              Until (optional, your local time)
            </label>
            <input id={ids.until} type="datetime-local" value={until} onChange={(event) => setUntil(event.target.value)} />
          </div>
        ) : null}
        {error ? <RefusalDetails message={error} failures={[]} /> : null}
        <div className="modal__actions">
          <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={locking ? 'button button--danger button--small' : 'button button--primary button--small'}
            disabled={busy}
          >
            {busy ? 'Working…' : locking ? `Lock ${environment}` : `Unlock ${environment}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
