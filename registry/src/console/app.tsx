/**
 * The registry console for product owners: asks for the write token (kept in sessionStorage),
 * then shows every area with its versions and actions, and the audit log. Internal tool,
 * English only.
 */
import { useState, type FormEvent } from 'react';
import { AreaCard } from './area-card.tsx';
import { AuditLog } from './audit-log.tsx';
import { AREAS, useRegistry } from './use-registry.ts';

const TOKEN_KEY = 'meridian-registry-token';

function TokenForm({ onToken }: { onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onToken(value.trim());
  };
  return (
    <form className="card" onSubmit={submit}>
      <label>
        Registry token (REGISTRY_TOKEN, printed by the registry at start-up in development)
        <input type="password" autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit">Continue</button>
    </form>
  );
}

/** The whole console page. */
export function App() {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { release, versions, audit, error, reload } = useRegistry();

  const saveToken = (next: string) => {
    sessionStorage.setItem(TOKEN_KEY, next);
    setToken(next);
  };
  const forgetToken = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken('');
  };
  const onChanged = (text: string) => {
    setNotice({ kind: 'ok', text });
    reload();
  };
  const onError = (text: string, status?: number) => {
    setNotice({ kind: 'error', text });
    if (status === 401) forgetToken();
    reload();
  };

  return (
    <main>
      <header className="row">
        <h1>Meridian release registry</h1>
        <span className="muted">revision {release?.revision ?? '…'}</span>
        {token ? <button onClick={forgetToken}>Forget token</button> : null}
      </header>
      {error ? <p role="alert" className="error">{error}</p> : null}
      {notice ? (
        <p role="status" className={notice.kind}>
          {notice.text}
        </p>
      ) : null}
      {token === '' ? <TokenForm onToken={saveToken} /> : null}
      {release && token !== ''
        ? AREAS.map((area) => (
            <AreaCard
              key={`${area}-${release.revision}`}
              area={area}
              remote={release.remotes[area]}
              versions={versions[area] ?? []}
              revision={release.revision}
              token={token}
              onChanged={onChanged}
              onError={onError}
            />
          ))
        : null}
      <AuditLog entries={audit} />
    </main>
  );
}
