/** The audit log table of the console: newest first, who, what, when, why, revisions. */
import type { AuditEntry } from './api.client.ts';

/** Renders the latest audit entries. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="card" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <table>
        <thead>
          <tr>
            <th>When (UTC)</th>
            <th>Who</th>
            <th>Action</th>
            <th>Area</th>
            <th>Change</th>
            <th>Revision</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.at.slice(0, 19).replace('T', ' ')}</td>
              <td>{entry.actor}</td>
              <td>{entry.action}</td>
              <td>{entry.area ?? '-'}</td>
              <td>{`${entry.fromVersion ?? '-'} → ${entry.toVersion ?? '-'}`}</td>
              <td>{entry.fromRevision === entry.toRevision ? entry.toRevision : `${entry.fromRevision} → ${entry.toRevision}`}</td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
