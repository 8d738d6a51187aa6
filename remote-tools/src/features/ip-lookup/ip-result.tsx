import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IpAddressText } from '../../ui/ip-address-text.tsx';
import { countryName } from './country-name.ts';

/** What the lookup knows: geo_info's data once it answered. */
export type IpLookupView =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly info: { readonly user_ip: string; readonly country: string; readonly country_code: string } };

const isIpv6 = (ip: string) => ip.includes(':') && !ip.toLowerCase().startsWith('::ffff:');

/**
 * The visitor's IP address, its version and country, in a live region so screen readers
 * announce the result, the error and the retry.
 */
export function IpResult({ view, onRetry }: { readonly view: IpLookupView; readonly onRetry: () => void }) {
  const { t, i18n } = useTranslation('what-is-my-ip');
  const titleId = useId();
  return (
    <section className="section tool-panel-section" aria-labelledby={titleId}>
      <div className="container container--narrow">
        <h2 id={titleId} className="visually-hidden">
          {t('resultTitle')}
        </h2>
        <div className="tool-panel" aria-live="polite" aria-busy={view.status === 'loading'}>
          {view.status === 'loading' ? <p className="tool-panel__status">{t('lookingUp')}</p> : null}
          <noscript>
            <p className="tool-panel__status">{t('noScript')}</p>
          </noscript>
          {view.status === 'error' ? (
            <div className="tool-panel__error">
              <p>{t('error')}</p>
              <button type="button" className="button button--primary" onClick={onRetry}>
                {t('retry')}
              </button>
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
                <dd>{countryName(view.info.country_code, view.info.country, i18n.language) ?? t('countryUnknown')}</dd>
              </div>
              <div className="ip-facts__item">
                <dt>{t('countryCodeLabel')}</dt>
                <dd translate="no">{view.info.country_code !== '' ? view.info.country_code.toUpperCase() : t('countryUnknown')}</dd>
              </div>
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  );
}
