import { useTranslation } from 'react-i18next';

const ITEMS = ['ip', 'location', 'isp', 'browser'] as const;

/** What any site learns from a visit: IP, approximate location, provider and browser data. */
export function WhatSitesSee() {
  const { t } = useTranslation('what-is-my-ip');
  return (
    <section className="section section--tinted">
      <div className="container">
        <h2 className="section__title">{t('explain.title')}</h2>
        <p className="tools-lead">{t('explain.text')}</p>
        <ul className="card-grid">
          {ITEMS.map((item) => (
            <li key={item} className="card">
              <h3 className="card__title">{t(`explain.${item}.title`)}</h3>
              <p className="card__text">{t(`explain.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
