/**
 * The registry console for product owners and ops: after signing in with a token (a viewer's at
 * least: the registry answers reads to a token only, decision 051; its name is the actor of the
 * audit log), every area with its versions and health, the audit log, and the writes the token's
 * role may make. Every write goes through a confirmation that names the area and both versions
 * and asks why. Internal tool, English only.
 */
import { useCallback, useState } from 'react';
import { record, string, unknown } from 'zod/mini';
import { ApiRefusal, lockResultSchema, pageEnvironment, postJson, previewLinkSchema, setReadToken, type Approval } from './api.client.ts';
import { ApprovalsPanel, useApprovals } from './approvals-panel.tsx';
import { AreaCard } from './area-card.tsx';
import { AuditLog } from './audit-log.tsx';
import { CompareDialog } from './compare-dialog.tsx';
import { ConfirmDialog, type WriteOutcome } from './confirm-dialog.tsx';
import { EnvironmentBar } from './environment-bar.tsx';
import { EnvironmentsPanel } from './environments-panel.tsx';
import { HeaderBar } from './header-bar.tsx';
import { HostsPanel, useHosts } from './hosts-panel.tsx';
import type { WriteIntent } from './intents.ts';
import { LockDialog } from './lock-dialog.tsx';
import { promotionOf } from './promotion.ts';
import { RetentionPanel } from './retention-panel.tsx';
import { submitWrite } from './submit-write.ts';
import { useEnvironments } from './use-environments.ts';
import { PreviewDialog, type PreviewLink } from './preview-dialog.tsx';
import { NO_VERSION_FILTER, type VersionFilter } from './search.ts';
import { SignInDialog } from './sign-in-dialog.tsx';
import { useAudit } from './use-audit.ts';
import { AREAS, useRegistry } from './use-registry.ts';
import { useRollouts } from './use-rollouts.ts';
import { SignedOut } from './signed-out.tsx';
import { useSession, type SessionControls } from './use-session.ts';
import { VersionSearch } from './version-search.tsx';

/** A dialog the user asked for that needs a token. */
type Action =
  { type: 'confirm'; intent: WriteIntent } | { type: 'preview'; area: string; version: string } | { type: 'lock'; mode: 'lock' | 'unlock' };

/** The environment this page shows and acts in (decision 059). */
const ENVIRONMENT = pageEnvironment();

type Open = null | Action | { type: 'sign-in'; then: Action | null } | { type: 'compare'; area: string; version: string };

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The whole console page: the console once a token is signed in, else a page that asks for one. */
export function App() {
  const controls = useSession();
  const { session } = controls;
  if (session.status === 'signed-in') {
    setReadToken(session.token);
    return <Console key={session.token} controls={controls} />;
  }
  setReadToken(null);
  return <SignedOut controls={controls} />;
}

/** The console of a signed-in person. */
function Console({ controls }: { controls: SessionControls }) {
  const { release, areas, error, loadedAt, reload } = useRegistry();
  const rollouts = useRollouts(AREAS, release?.revision ?? null, loadedAt);
  const { session, signIn, signOut } = controls;
  const audit = useAudit(release?.revision ?? null);
  const hosts = useHosts(release?.revision ?? null);
  const { approvals, refresh: refreshApprovals } = useApprovals(release?.revision ?? null);
  const environments = useEnvironments(loadedAt);
  const [filter, setFilter] = useState<VersionFilter>(NO_VERSION_FILTER);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const token = session.status === 'signed-in' ? session.token : null;
  // A viewer (or a hosts' token) reads only: no write button shows. Before sign-in they show, and ask for a token.
  const mayWrite = session.status !== 'signed-in' || session.role === 'releaser' || session.role === 'admin';
  const admin = session.status === 'signed-in' && session.role === 'admin';
  const revisionOf = (name: string) => environments.list?.environments.find((environment) => environment.name === name)?.revision ?? null;

  /** Opens `action`, asking for a token first when there is none. */
  const act = useCallback((action: Action) => setOpen(token === null ? { type: 'sign-in', then: action } : action), [token]);

  const refusedOutside = useCallback(
    (refusal: ApiRefusal): boolean => {
      if (refusal.status === 401) {
        signOut();
        setOpen(null);
        setNotice({ kind: 'error', text: 'The registry no longer accepts your token. Sign in again, then repeat the action.' });
        return true;
      }
      if (refusal.status === 412) {
        setOpen(null);
        reload();
        setNotice({
          kind: 'error',
          text: `Someone changed the release set meanwhile (${refusal.message}). The page now shows the new state: check it and try again.`,
        });
        return true;
      }
      return false;
    },
    [reload, signOut],
  );

  const submit =
    (intent: WriteIntent) =>
    async (body: Record<string, unknown>): Promise<WriteOutcome> => {
      if (token === null) throw new ApiRefusal(401, 'unauthorized', 'sign in first');
      const outcome = await submitWrite(intent, body, token, release?.revision ?? 0, revisionOf);
      refreshApprovals();
      environments.reload();
      return outcome;
    };

  const lockOrUnlock = (mode: 'lock' | 'unlock') => async (reason: string, until: string | null) => {
    if (token === null) throw new ApiRefusal(401, 'unauthorized', 'sign in first');
    await postJson(`/api/${mode}`, token, { reason, ...(until === null ? {} : { until }) }, lockResultSchema);
    environments.reload();
  };

  /** Approves or withdraws a waiting write; asks for a token first. */
  const decide = (approval: Approval, decision: 'approve' | 'cancel') => {
    if (token === null) {
      setOpen({ type: 'sign-in', then: null });
      return;
    }
    const body = decision === 'cancel' ? { reason: 'withdrawn in the console' } : {};
    postJson(`/api/approvals/${approval.id}/${decision}`, token, body, record(string(), unknown())).then(
      () => {
        setNotice({ kind: 'ok', text: decision === 'approve' ? `Approved #${approval.id}: it is applied.` : `Withdrew #${approval.id}.` });
        refreshApprovals();
        reload();
      },
      (caught: unknown) => {
        if (caught instanceof ApiRefusal && refusedOutside(caught)) return;
        setNotice({
          kind: 'error',
          text: `#${approval.id} was not ${decision === 'approve' ? 'approved' : 'withdrawn'}: ${caught instanceof Error ? caught.message : String(caught)}`,
        });
        refreshApprovals();
      },
    );
  };

  const createPreview =
    (area: string, version: string) =>
    async (ttlSeconds: number, reason: string): Promise<PreviewLink> => {
      if (token === null) throw new ApiRefusal(401, 'unauthorized', 'sign in first');
      const link = await postJson('/api/previews', token, { remote: area, version, ttlSeconds, reason }, previewLinkSchema);
      reload();
      return link;
    };

  return (
    <>
      <HeaderBar
        revision={release?.revision ?? null}
        connected={release !== null && error === null}
        session={session}
        onSignIn={() => setOpen({ type: 'sign-in', then: null })}
        onSignOut={signOut}
      />
      <EnvironmentBar
        list={environments.list}
        current={ENVIRONMENT}
        {...(mayWrite ? { onLock: () => act({ type: 'lock', mode: 'lock' }), onUnlock: () => act({ type: 'lock', mode: 'unlock' }) } : {})}
      />
      <main className="container console" id="main">
        <h1 className="visually-hidden">Release registry console</h1>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div aria-live="polite" role="status" className="notice-slot">
          {notice ? (
            <p className={`notice notice--${notice.kind}`}>
              <span>{notice.text}</span>
              <button type="button" className="notice__close" aria-label="Dismiss message" onClick={() => setNotice(null)}>
                ×
              </button>
            </p>
          ) : null}
        </div>
        {release === null && error === null ? <p className="muted">Loading the release set…</p> : null}
        <ApprovalsPanel
          approvals={approvals ?? []}
          signedInAs={session.status === 'signed-in' ? session.name : null}
          {...(mayWrite
            ? {
                onApprove: (approval: Approval) => decide(approval, 'approve'),
                onWithdraw: (approval: Approval) => decide(approval, 'cancel'),
              }
            : {})}
        />
        {environments.error ? <p className="notice notice--error">{environments.error}</p> : null}
        <EnvironmentsPanel
          diff={environments.diff}
          {...(mayWrite
            ? {
                onPromote: (area: string | null) => {
                  const intent = environments.diff === null ? null : promotionOf(environments.diff, area);
                  if (intent !== null) act({ type: 'confirm', intent });
                },
              }
            : {})}
        />
        {release ? <VersionSearch filter={filter} onChange={setFilter} /> : null}
        <section aria-label="Areas" className="areas">
          {release
            ? AREAS.map((area) => (
                <AreaCard
                  key={area}
                  area={area}
                  state={release.remotes[area]}
                  versions={areas[area]}
                  filter={filter}
                  {...(mayWrite
                    ? {
                        onIntent: (intent: WriteIntent) => act({ type: 'confirm', intent }),
                        onPreview: (name: string, version: string) => act({ type: 'preview', area: name, version }),
                      }
                    : {})}
                  onCompare={(name, version) => setOpen({ type: 'compare', area: name, version })}
                  {...(rollouts[area] === undefined ? {} : { rollout: rollouts[area] })}
                />
              ))
            : null}
        </section>
        <HostsPanel view={hosts} />
        <AuditLog audit={audit} areas={AREAS} />
        {admin && token !== null ? <RetentionPanel token={token} onDone={(text) => setNotice({ kind: 'ok', text })} /> : null}
      </main>
      {open?.type === 'sign-in' ? (
        <SignInDialog
          onSignIn={signIn}
          purpose={open.then === null ? undefined : 'To do this, sign in with your registry token; the audit log records the token’s name.'}
          onSignedIn={(name) => {
            setNotice({ kind: 'ok', text: `Signed in as ${name}.` });
            setOpen(open.then);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.type === 'confirm' ? (
        <ConfirmDialog
          intent={open.intent}
          onSubmit={submit(open.intent)}
          mayGoOverBudget={admin}
          onDone={(message) => {
            setOpen(null);
            setNotice({ kind: 'ok', text: message });
            reload();
          }}
          onCancel={() => setOpen(null)}
          onRefusedOutside={refusedOutside}
        />
      ) : null}
      {open?.type === 'lock' ? (
        <LockDialog
          mode={open.mode}
          environment={ENVIRONMENT}
          onSubmit={lockOrUnlock(open.mode)}
          onDone={(message) => {
            setOpen(null);
            setNotice({ kind: 'ok', text: message });
            reload();
          }}
          onCancel={() => setOpen(null)}
          onRefusedOutside={refusedOutside}
        />
      ) : null}
      {open?.type === 'compare' ? <CompareDialog area={open.area} version={open.version} onClose={() => setOpen(null)} /> : null}
      {open?.type === 'preview' ? (
        <PreviewDialog
          area={open.area}
          version={open.version}
          onCreate={createPreview(open.area, open.version)}
          onClose={() => setOpen(null)}
          onRefusedOutside={refusedOutside}
        />
      ) : null}
    </>
  );
}
