/**
 * The stages and hold of a guarded rollout in its confirmation: stages as percentages separated by
 * commas (ascending, ending at 100), the hold as a duration such as `10m`; checked with the
 * registry's own rules (decision 032) before anything is sent.
 */
import { useId } from 'react';
import { invalidStages, parseHold } from '../services/rollout-machine.ts';

/** The stages of `text` (`1, 10, 50, 100`), or the reason they cannot be a rollout's stages. */
export function parseStages(text: string): { stages: number[] } | { problem: string } {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const stages = parts.map((part) => Number(part.replace(/%$/, '')));
  const problem = invalidStages(stages);
  return problem === null ? { stages } : { problem: `Stages: ${problem}.` };
}

/** Why `hold` is no hold of a rollout (1 s to 7 days, `30s`, `10m`, `2h`), or null. */
export function holdProblem(hold: string): string | null {
  return parseHold(hold) === null ? 'Hold: a duration from 1s to 7 days, for example 10m.' : null;
}

/** Props: the two texts and their setters. */
export interface RolloutFieldsProps {
  stagesText: string;
  holdText: string;
  onStages: (text: string) => void;
  onHold: (text: string) => void;
  stagesRef?: React.Ref<HTMLInputElement>;
}

/** The two fields with their errors. */
export function RolloutFields({ stagesText, holdText, onStages, onHold, stagesRef }: RolloutFieldsProps) {
  const stagesId = useId();
  const holdId = useId();
  const parsed = parseStages(stagesText);
  const holdError = holdProblem(holdText);
  return (
    <div className="rollout-fields">
      <div className="field">
        <label className="field__label" htmlFor={stagesId}>
          Stages (% of visitors)
        </label>
        <input
          ref={stagesRef}
          id={stagesId}
          type="text"
          inputMode="decimal"
          aria-invalid={'problem' in parsed}
          value={stagesText}
          onChange={(event) => onStages(event.target.value)}
        />
        <p className={'problem' in parsed ? 'field__error' : 'field__hint'}>
          {'problem' in parsed ? parsed.problem : 'Ascending, ending at 100, for example 1, 10, 50, 100.'}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={holdId}>
          Hold each stage at least
        </label>
        <input
          id={holdId}
          type="text"
          aria-invalid={holdError !== null}
          value={holdText}
          onChange={(event) => onHold(event.target.value)}
        />
        <p className={holdError === null ? 'field__hint' : 'field__error'}>
          {holdError ?? 'A stage advances after its hold, once both versions have enough page views and nothing regressed.'}
        </p>
      </div>
    </div>
  );
}
