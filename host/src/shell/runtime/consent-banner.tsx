import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIES_ACCEPTED_KEY } from '@meridian/shared/analytics';
import { useBus } from '@meridian/shared/bus';
import { useShellRuntime } from './shell-runtime.ts';

const subscribeNever = () => () => {};

/**
 * Cookie consent (rule analytics.consent): shown until the visitor answers; the answer is kept in
 * local storage under `accpeted-cookies`, and ad consent follows it.
 */
export function ConsentBanner() {
  const runtime = useShellRuntime();
  const bus = useBus();
  const { t } = useTranslation('common');
  const [answered, setAnswered] = useState(false);
  // The server (and hydration) renders no banner; the browser shows it when no answer is stored.
  const unanswered = useSyncExternalStore(
    subscribeNever,
    () => runtime !== null && runtime.storage.getItem(COOKIES_ACCEPTED_KEY) === null,
    () => false,
  );
  if (!runtime || !unanswered || answered) return null;
  const answer = (accepted: boolean) => {
    runtime.storage.setItem(COOKIES_ACCEPTED_KEY, accepted ? 'true' : 'false');
    // The answer is stored either way; consent applies it once its module has loaded.
    runtime.services.then(({ consent }) => consent.refresh()).catch(() => undefined);
    setAnswered(true);
    bus.emit('consent:answered', { accepted });
  };
  return (
    <section className="consent" role="region" aria-labelledby="consent-title">
      <div className="consent__text">
        <h2 id="consent-title" className="consent__title">
          {t('consent.title')}
        </h2>
        <p>
          {t('consent.text')} <Link to="/cookie-policy-2025">{t('consent.policy')}</Link>
        </p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button button--ghost" onClick={() => answer(false)}>
          {t('consent.reject')}
        </button>
        <button type="button" className="button button--primary" onClick={() => answer(true)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
