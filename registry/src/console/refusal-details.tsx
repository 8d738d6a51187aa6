/**
 * A refusal from the registry inside a dialog: its message and, for gate refusals, each failed
 * check with its problems one per line (a check's message joins several with "; ").
 */
import type { Ref } from 'react';
import type { GateFailure } from './api.client.ts';

/** Props: the message and the failed gates (empty for other refusals); `ref` lets the dialog move focus here. */
export interface RefusalDetailsProps {
  message: string;
  failures: readonly GateFailure[];
  ref?: Ref<HTMLDivElement>;
}

/** The separate problems inside one check's message. */
export function problemsOf(message: string): string[] {
  return message
    .split(/;\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Renders as an alert so screen readers announce it. */
export function RefusalDetails({ message, failures, ref }: RefusalDetailsProps) {
  return (
    <div className="refusal" role="alert" tabIndex={-1} ref={ref}>
      <p className="refusal__message">
        {failures.length > 0 ? `Refused: ${failures.length === 1 ? 'a gate' : `${failures.length} gates`} failed.` : message}
      </p>
      {failures.length > 0 ? (
        <ul className="refusal__list">
          {failures.map((failure) => {
            const problems = problemsOf(failure.message);
            return (
              <li key={`${failure.check}:${failure.message}`}>
                <code className="refusal__check">{failure.check}</code>
                {problems.length === 1 ? ` ${problems[0] ?? ''}` : null}
                {problems.length > 1 ? (
                  <ul className="refusal__problems">
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
