/**
 * Create a preview link of one version: how long it is valid and why (both recorded in the
 * audit log), then the link with a copy button. The link is `<HOST_ORIGIN>/__preview?token=...`.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRefusal } from './api.client.ts';
import { Dialog } from './dialog.tsx';
import { formatWhen } from './format.ts';
import { RefusalDetails } from './refusal-details.tsx';

/** A created link and when it expires (ISO 8601). */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** Props: the area and version; `onCreate` asks the registry for the link. */
export interface PreviewDialogProps {
  area: string;
  version: string;
  onCreate: (ttlSeconds: number, reason: string) => Promise<PreviewLink>;
  onClose: () => void;
  onRefusedOutside?: (refusal: ApiRefusal) => boolean;
}

const TTLS: [number, string][] = [
  [3600, '1 hour'],
  [8 * 3600, '8 hours'],
  [24 * 3600, '1 day'],
  [7 * 24 * 3600, '7 days'],
];

/** Copies `text`; resolves false when the browser refuses (then the field is selected for Ctrl+C). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The dialog. */
export function PreviewDialog({ area, version, onCreate, onClose, onRefusedOutside }: PreviewDialogProps) {
  const [ttl, setTtl] = useState(3600);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const ids = { ttl: useId(), reason: useId(), link: useId() };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Say why: the reason goes into the audit log.');
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setLink(await onCreate(ttl, reason.trim()));
    } catch (caught) {
      if (caught instanceof ApiRefusal && onRefusedOutside?.(caught) === true) return;
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (link === null) return;
    if (await copyText(link.url)) setCopied('Link copied to the clipboard.');
    else {
      linkField.current?.select();
      setCopied('Copying is blocked here: the link is selected, press Ctrl+C.');
    }
  };

  return (
    <Dialog title={`Preview link of ${area} ${version}`} onClose={onClose} initialFocus={reasonField} busy={busy}>
      {link === null ? (
        <form onSubmit={(event) => void create(event)} noValidate>
          <p className="modal__message">{`Anyone with the link sees ${area} ${version} on the site, whatever is live, until it expires.`}</p>
          <div className="field">
            <label className="field__label" htmlFor={ids.ttl}>
              Valid for
            </label>
            <select id={ids.ttl} value={ttl} onChange={(event) => setTtl(Number(event.target.value))}>
              {TTLS.map(([seconds, label]) => (
                <option key={seconds} value={seconds}>
                  {label}
                </option>
              ))}
            </select>
          </div>
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
          {error ? <RefusalDetails message={error} failures={[]} /> : null}
          <div className="modal__actions">
            <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              {busy ? 'Creating…' : 'Create link'}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <div className="field">
            <label className="field__label" htmlFor={ids.link}>
              Preview link, valid until {formatWhen(link.expiresAt)}
            </label>
            <div className="copy-row">
              <input ref={linkField} id={ids.link} readOnly value={link.url} onFocus={(event) => event.target.select()} />
              <button type="button" className="button button--primary button--small" onClick={() => void copy()}>
                Copy link
              </button>
            </div>
            <p className="field__hint" role="status">
              {copied ?? ''}
            </p>
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--ghost button--small" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
