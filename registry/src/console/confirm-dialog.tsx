/**
 * The confirmation of every release write: names the area, the from-version and the
 * to-version (and the canary share, editable here), asks for a reason (required; it goes into
 * the audit log) and shows the registry's refusal, each failed gate listed, without closing.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRefusal, type GateFailure } from './api.client.ts';
import { Dialog } from './dialog.tsx';
import { confirmationOf, doneMessage, formatPercent, requestBodyOf, validPercent, type WriteIntent } from './intents.ts';
import { RefusalDetails } from './refusal-details.tsx';
import { holdProblem, parseStages, RolloutFields } from './rollout-fields.tsx';

/** A write applied (its new revision), or waiting for a second releaser (the request's id). */
export type WriteOutcome = { kind: 'applied'; revision: number } | { kind: 'waiting'; id: number };

/** Props: the intent; `onSubmit` sends the body and resolves with its outcome or throws `ApiRefusal`. */
export interface ConfirmDialogProps {
  intent: WriteIntent;
  onSubmit: (body: Record<string, unknown>) => Promise<WriteOutcome>;
  onDone: (message: string) => void;
  onCancel: () => void;
  /** A refusal the page handles itself (401: sign in again; 412: reload): the dialog closes. */
  onRefusedOutside?: (refusal: ApiRefusal) => boolean;
  /** An admin may put a version over its first-load budget live (decision 060): offered after an `over_budget` refusal. */
  mayGoOverBudget?: boolean;
}

const PRESETS = [1, 5, 10, 25, 50];

function FactList({ intent }: { intent: WriteIntent }) {
  const rows: [string, string][] = [['Area', intent.area]];
  if (intent.kind === 'activate') rows.push(['From', intent.from ?? 'nothing live'], ['To', intent.to]);
  if (intent.kind === 'rollback' || intent.kind === 'promote') rows.push(['From', intent.from], ['To', intent.to]);
  if (intent.kind === 'canary') rows.push(['Live', intent.active], ['Canary', intent.to]);
  if (intent.kind === 'abort') rows.push(['Canary (stops)', intent.canary], ['Live for everyone', intent.active]);
  if (intent.kind === 'rollout') rows.push(['Live (compared against)', intent.active], ['Rolled out', intent.to]);
  if (intent.kind === 'rollout-control') rows.push(['Rollout of', intent.version]);
  if (intent.kind === 'promote-env')
    for (const change of intent.changes) rows.push([change.area, `${change.from ?? 'nothing live'} → ${change.to}`]);
  return (
    <dl className="facts facts--dialog">
      {rows.map(([term, value]) => (
        <div key={term} className="facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dialog; render it only while a write is being confirmed. */
export function ConfirmDialog({ intent, onSubmit, onDone, onCancel, onRefusedOutside, mayGoOverBudget = false }: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [overBudget, setOverBudget] = useState(false);
  const [percentText, setPercentText] = useState(intent.kind === 'canary' ? String(intent.percent) : '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; failures: GateFailure[]; code: string } | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const percentField = useRef<HTMLInputElement>(null);
  const [stagesText, setStagesText] = useState(intent.kind === 'rollout' ? intent.stages.join(', ') : '');
  const [holdText, setHoldText] = useState(intent.kind === 'rollout' ? intent.hold : '');
  const refusalBox = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const reasonId = useId();
  const reasonHintId = useId();

  // A refusal takes the focus, so keyboard and screen reader users land on the reason.
  useEffect(() => {
    if (refusal !== null) refusalBox.current?.focus();
  }, [refusal]);

  const percent = Number(percentText);
  const parsedStages = parseStages(stagesText);
  const rolloutOk = intent.kind !== 'rollout' || ('stages' in parsedStages && holdProblem(holdText) === null);
  const current: WriteIntent =
    intent.kind === 'canary'
      ? { ...intent, percent }
      : intent.kind === 'rollout' && 'stages' in parsedStages
        ? { ...intent, stages: parsedStages.stages, hold: holdText.trim() }
        : intent;
  const percentOk = (intent.kind !== 'canary' || (percentText.trim() !== '' && validPercent(percent))) && rolloutOk;
  const text = confirmationOf(percentOk ? current : intent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonMissing(true);
      reasonField.current?.focus();
      return;
    }
    if (!percentOk) {
      percentField.current?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const body = requestBodyOf(current, reason);
      const outcome = await onSubmit(overBudget ? { ...body, overBudget: true } : body);
      onDone(
        outcome.kind === 'applied'
          ? doneMessage(current, outcome.revision)
          : `${current.area}: waiting for approval by a second releaser (request #${outcome.id}). Nothing has changed yet.`,
      );
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiRefusal && onRefusedOutside?.(caught) === true) return;
      setRefusal(
        caught instanceof ApiRefusal
          ? { message: caught.message, failures: caught.failures, code: caught.code }
          : { message: caught instanceof Error ? caught.message : String(caught), failures: [], code: 'error' },
      );
    }
  };

  return (
    <Dialog
      title={text.title}
      onClose={onCancel}
      initialFocus={intent.kind === 'canary' ? percentField : reasonField}
      describedBy={summaryId}
      busy={busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p id={summaryId} className="modal__message">
          {text.summary}
        </p>
        <FactList intent={current} />
        {intent.kind === 'canary' ? (
          <fieldset className="field">
            <legend className="field__label">Share of visitors</legend>
            <div className="percent-input">
              <input
                ref={percentField}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step="any"
                aria-label="Canary share in percent"
                aria-invalid={!percentOk}
                value={percentText}
                onChange={(event) => setPercentText(event.target.value)}
              />
              <span aria-hidden="true">%</span>
              <div className="presets" role="group" aria-label="Common shares">
                {PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className="chip"
                    aria-pressed={percent === preset}
                    onClick={() => setPercentText(String(preset))}
                  >
                    {formatPercent(preset)}
                  </button>
                ))}
              </div>
            </div>
            {percentOk ? null : <p className="field__error">Enter a share from 0 to 100.</p>}
          </fieldset>
        ) : null}
        {intent.kind === 'rollout' ? (
          <RolloutFields
            stagesRef={percentField}
            stagesText={stagesText}
            holdText={holdText}
            onStages={setStagesText}
            onHold={setHoldText}
          />
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            Reason <span className="field__required">(required)</span>
          </label>
          <textarea
            ref={reasonField}
            id={reasonId}
            rows={3}
            maxLength={1000}
            required
            aria-invalid={reasonMissing && reason.trim() === ''}
            aria-describedby={reasonHintId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={reasonHintId} className={reasonMissing && reason.trim() === '' ? 'field__error' : 'field__hint'}>
            {reasonMissing && reason.trim() === ''
              ? 'Say why: the reason goes into the audit log.'
              : 'Kept in the audit log with your name.'}
          </p>
        </div>
        {refusal ? <RefusalDetails ref={refusalBox} message={refusal.message} failures={refusal.failures} /> : null}
        {mayGoOverBudget && (refusal?.code === 'over_budget' || overBudget) ? (
          <label className="field field--check">
            <input type="checkbox" checked={overBudget} onChange={(event) => setOverBudget(event.target.checked)} />
            <span>Put it live over its budget (admins): the reason above goes into the audit log with the figures.</span>
          </label>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={
              intent.kind === 'abort' || intent.kind === 'rollback' || (intent.kind === 'rollout-control' && intent.control === 'stop')
                ? 'button button--danger button--small'
                : 'button button--primary button--small'
            }
            disabled={busy}
          >
            {busy ? 'Working…' : text.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
