/**
 * Writes waiting for a second person (the two-person rule, decision 035): who asked, what, why
 * and when, with Approve (another releaser; the registry refuses the requester) and Withdraw (the
 * requester or an admin). Shown only when something waits. Follows the revision: a request asked
 * before the release set changed is no longer waiting.
 */
import { useCallback, useEffect, useState } from 'react';
import { approvalListSchema, getJson, type Approval } from './api.client.ts';
import { formatWhen } from './format.ts';

/** The waiting writes, reloaded when `revision` or `refreshKey` changes; null while loading. */
export function useApprovals(revision: number | null): { approvals: Approval[] | null; refresh: () => void } {
  const [approvals, setApprovals] = useState<Approval[] | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    if (revision === null) return;
    const controller = new AbortController();
    getJson('/api/approvals', approvalListSchema, controller.signal).then(
      (body) => setApprovals(body.approvals),
      () => undefined,
    );
    return () => controller.abort();
  }, [revision, refreshKey]);
  return { approvals, refresh: useCallback(() => setRefreshKey((key) => key + 1), []) };
}

/** Props: the waiting writes, who is signed in, and what the buttons do (absent for a viewer: no buttons). */
export interface ApprovalsPanelProps {
  approvals: readonly Approval[];
  signedInAs: string | null;
  onApprove?: (approval: Approval) => void;
  onWithdraw?: (approval: Approval) => void;
}

function describe(approval: Approval): string {
  const percent = approval.request.percent;
  const share = typeof percent === 'number' ? ` at ${percent} %` : '';
  return `${approval.action} ${approval.area ?? ''} ${approval.fromVersion ?? '–'} → ${approval.toVersion ?? '–'}${share}`;
}

/** The panel. */
export function ApprovalsPanel({ approvals, signedInAs, onApprove, onWithdraw }: ApprovalsPanelProps) {
  if (approvals.length === 0) return null;
  return (
    <section className="card approvals" aria-labelledby="approvals-title">
      <h2 id="approvals-title" className="section-title">
        {approvals.length === 1 ? 'Waiting for approval: 1 write' : `Waiting for approval: ${approvals.length} writes`}
      </h2>
      <ul className="approvals__list">
        {approvals.map((approval) => {
          const own = signedInAs !== null && signedInAs.toLowerCase() === approval.requestedBy.toLowerCase();
          return (
            <li key={approval.id} className="approvals__item">
              <p className="approvals__what">
                <strong>{`#${approval.id} ${describe(approval)}`}</strong>
                <span className="muted">{` asked by ${approval.requestedBy}, ${formatWhen(approval.at)}`}</span>
              </p>
              <p className="approvals__why">{approval.reason}</p>
              {onApprove && onWithdraw ? (
                <div className="row-actions">
                  {own ? (
                    <span className="muted">Another releaser must approve your request.</span>
                  ) : (
                    <button type="button" className="button button--primary button--tiny" onClick={() => onApprove(approval)}>
                      {`Approve #${approval.id}`}
                    </button>
                  )}
                  <button type="button" className="button button--ghost button--tiny" onClick={() => onWithdraw(approval)}>
                    {`Withdraw #${approval.id}`}
                  </button>
                </div>
              ) : (
                <p className="muted">A releaser approves or withdraws it.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
