/**
 * The audit log: newest first, filtered by area (on the server) and by action and words (over the
 * loaded entries), paged with "Load older", the actor (the person's token name) on every entry
 * with whoever approved it, and a client-side CSV export of the entries shown.
 */
import { useId, useState } from 'react';
import type { AuditEntry } from './api.client.ts';
import { auditCsv, auditCsvName, claimedOf } from './audit-csv.ts';
import { downloadText } from './download.client.ts';
import { formatWhen } from './format.ts';
import { matchesAudit } from './search.ts';
import type { AuditState } from './use-audit.ts';

/** Props: the audit state (from `useAudit`), the areas to filter by, and how to save the CSV. */
export interface AuditLogProps {
  audit: AuditState;
  areas: readonly string[];
  save?: (fileName: string, text: string) => void;
}

function change(entry: AuditEntry): string {
  if (entry.fromVersion === null && entry.toVersion === null) return '–';
  return `${entry.fromVersion ?? '–'} → ${entry.toVersion ?? '–'}`;
}

function revisions(entry: AuditEntry): string {
  return entry.fromRevision === entry.toRevision ? String(entry.toRevision) : `${entry.fromRevision} → ${entry.toRevision}`;
}

/** The audit section. */
export function AuditLog({ audit, areas, save = downloadText }: AuditLogProps) {
  const filterId = useId();
  const searchId = useId();
  const actionId = useId();
  const [query, setQuery] = useState('');
  const [action, setAction] = useState('');
  const { entries: loaded, area } = audit;
  const actions = [...new Set(loaded.map((entry) => entry.action))].sort();
  const entries = loaded.filter((entry) => matchesAudit(entry, query, action));
  const searching = query.trim() !== '' || action !== '';
  return (
    <section className="card audit" aria-labelledby="audit-title">
      <div className="audit__head">
        <h2 id="audit-title" className="section-title">
          Audit log
        </h2>
        <div className="audit__tools">
          <label htmlFor={filterId} className="inline-label">
            Area
          </label>
          <select
            id={filterId}
            value={area ?? ''}
            onChange={(event) => audit.setArea(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">All areas</option>
            {areas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={actionId} className="inline-label">
            Action
          </label>
          <select id={actionId} value={action} onChange={(event) => setAction(event.target.value)}>
            <option value="">All actions</option>
            {actions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={searchId} className="inline-label">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="who, version, why…"
            onChange={(event) => setQuery(event.target.value)}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={entries.length === 0}
            onClick={() => save(auditCsvName(area, new Date()), auditCsv(entries))}
          >
            {`Export CSV (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'})`}
          </button>
        </div>
      </div>
      {audit.error ? (
        <p className="notice notice--error" role="alert">
          {audit.error}
        </p>
      ) : null}
      {searching ? (
        <p
          className="muted"
          role="status"
        >{`${entries.length} of ${loaded.length} loaded ${loaded.length === 1 ? 'entry matches' : 'entries match'}${audit.hasOlder ? '; load older entries to search further back' : ''}.`}</p>
      ) : null}
      {loaded.length === 0 && !audit.loading ? (
        <p className="muted empty">{area === null ? 'Nothing has happened yet.' : `Nothing has happened in ${area} yet.`}</p>
      ) : null}
      {entries.length > 0 ? (
        <div className="table-wrap">
          <table className="audit-table">
            <caption className="visually-hidden">{`Audit entries${area === null ? '' : ` of ${area}`}, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Area</th>
                <th scope="col">Change</th>
                <th scope="col">Revision</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const claimed = claimedOf(entry);
                return (
                  <tr key={entry.id}>
                    <td data-label="When" className="nowrap">
                      <div className="cell">{formatWhen(entry.at)}</div>
                    </td>
                    <td data-label="Who">
                      <div className="cell">
                        <strong>{entry.actor}</strong>
                        {claimed === undefined ? null : <span className="muted claim">{` for “${claimed}” (claimed)`}</span>}
                        {typeof entry.details.approvedBy === 'string' ? (
                          <span className="muted claim">{` approved by ${entry.details.approvedBy}`}</span>
                        ) : null}
                      </div>
                    </td>
                    <td data-label="Action">
                      <div className="cell">
                        <span className={`action action--${entry.action}`}>{entry.action}</span>
                        {entry.environment === null ? <span className="muted">every environment</span> : null}
                      </div>
                    </td>
                    <td data-label="Area" className="nowrap">
                      <div className="cell">{entry.area ?? 'all'}</div>
                    </td>
                    <td data-label="Change" className="nowrap">
                      <div className="cell">{change(entry)}</div>
                    </td>
                    <td data-label="Revision" className="nowrap">
                      <div className="cell">{revisions(entry)}</div>
                    </td>
                    <td data-label="Why" className="audit-table__why">
                      <div className="cell">{entry.reason}</div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="audit__more">
        {audit.hasOlder ? (
          <button type="button" className="button button--ghost button--small" disabled={audit.loading} onClick={audit.loadOlder}>
            {audit.loading ? 'Loading…' : 'Load older'}
          </button>
        ) : entries.length > 0 ? (
          <span className="muted">Start of the log.</span>
        ) : null}
      </div>
    </section>
  );
}
