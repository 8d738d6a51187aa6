/**
 * The environment switcher (decision 059): one link per environment (`?env=<name>`, production
 * without), the page's marked current, each locked one marked, and the page's lock in words with
 * Lock or Unlock. Every read and write of the page goes to the environment it shows.
 */
import { PRODUCTION } from '@meridian/shared/registry-contract';
import { formatWhen } from './format.ts';
import type { EnvironmentList } from './use-environments.ts';

/** Props: the list (null while loading), the page's environment, and the lock actions (absent: no button, a viewer). */
export interface EnvironmentBarProps {
  list: EnvironmentList | null;
  current: string;
  onLock?: () => void;
  onUnlock?: () => void;
}

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The bar under the header. */
export function EnvironmentBar({ list, current, onLock, onUnlock }: EnvironmentBarProps) {
  const names = list?.environments.map((environment) => environment.name) ?? [current];
  const lock = list?.environments.find((environment) => environment.name === current)?.lock ?? null;
  return (
    <div className={lock === null ? 'environment-bar' : 'environment-bar environment-bar--locked'}>
      <div className="container environment-bar__inner">
        <nav aria-label="Environment" className="environment-bar__tabs">
          {names.map((name) => {
            const locked = list?.environments.find((environment) => environment.name === name)?.lock != null;
            return (
              <a
                key={name}
                className="environment-bar__tab"
                href={name === PRODUCTION ? '/' : `/?env=${encodeURIComponent(name)}`}
                aria-current={name === current ? 'page' : undefined}
              >
                {capitalised(name)}
                {locked ? <span className="environment-bar__badge">locked</span> : null}
              </a>
            );
          })}
        </nav>
        <div className="environment-bar__lock" role="status">
          {lock === null ? (
            <span className="muted">{`${capitalised(current)} is open for releases.`}</span>
          ) : (
            <span>
              <strong>{`${capitalised(current)} is locked`}</strong>
              {` by ${lock.by} since ${formatWhen(lock.at)}${lock.until === null ? '' : ` until ${formatWhen(lock.until)}`}: “${lock.reason}”. Only a rollback or an abort goes through.`}
            </span>
          )}
          {lock === null && onLock ? (
            <button type="button" className="button button--ghost button--small" onClick={onLock}>
              {`Lock ${current}…`}
            </button>
          ) : null}
          {lock !== null && onUnlock ? (
            <button type="button" className="button button--ghost button--small" onClick={onUnlock}>
              {`Unlock ${current}…`}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
