import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IpAddressText } from '../../ui/ip-address-text.tsx';
import { RetryForm } from '../../ui/retry-form.tsx';
import type { GeoLookup } from './geo-info.ts';

/** What the panel shows: the lookup's outcome, or `loading` while a retry runs. */
export type IpLookupView = GeoLookup | { readonly status: 'loading' };

const isIpv6 = (ip: string) => ip.includes(':') && !ip.toLowerCase().startsWith('::ffff:');

/**
 * The visitor's IP address, its version and country, whether they are exposed (always, as far as
 * this page knows: the address is what every site sees) with the fix under it, in a live region so screen readers
 * announce a retry's outcome. The first answer is in the server HTML; the retry is a form that
 * works with and without JavaScript.
 */
export function IpResult({ view }: { readonly view: IpLookupView }) {
  const { t } = useTranslation('what-is-my-ip');
  const titleId = useId();
  return (
    <section className="section tool-panel-section" aria-labelledby={titleId}>
      <div className="container container--narrow">
        <h2 id={titleId} className="visually-hidden">
          {t('resultTitle')}
        </h2>
        <div className="tool-panel" aria-live="polite" aria-busy={view.status === 'loading'}>
          {view.status === 'loading' ? <p className="tool-panel__status">{t('lookingUp')}</p> : null}
          {view.status === 'error' ? (
            <div className="tool-panel__error">
              <p>{t('error')}</p>
              <RetryForm className="button button--primary" label={t('retry')} />
            </div>
          ) : null}
          {view.status === 'success' ? (
            <dl className="ip-facts">
              <div className="ip-facts__item ip-facts__item--main">
                <dt>{t('ipLabel')}</dt>
                <dd>
                  <IpAddressText className="ip-facts__ip" address={view.info.user_ip} />
                </dd>
              </div>
              <div className="ip-facts__item">
                <dt>{t('versionLabel')}</dt>
                <dd>{isIpv6(view.info.user_ip) ? t('ipv6') : t('ipv4')}</dd>
              </div>
              <div className="ip-facts__item">
                <dt>{t('countryLabel')}</dt>
                <dd>{view.countryName ?? t('countryUnknown')}</dd>
              </div>
              <div className="ip-facts__item">
                <dt>{t('countryCodeLabel')}</dt>
                <dd translate="no">{view.info.country_code !== '' ? view.info.country_code.toUpperCase() : t('countryUnknown')}</dd>
              </div>
            </dl>
          ) : null}
          {view.status === 'success' ? (
            // The verdict in plain words and the fix right under it (decision 040): this address is what sites see.
            <div className="ip-verdict">
              <p className="ip-verdict__text">
                <strong>
                  {view.countryName === null ? t('verdict.exposedNoCountry') : t('verdict.exposed', { country: view.countryName })}
                </strong>{' '}
                {t('verdict.fix')}
              </p>
              <Link className="button button--primary" to="/pricing">
                {t('cta')}
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
