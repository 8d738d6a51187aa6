import { useTranslation } from 'react-i18next';

/** The namespaces of this remote that have an `explain` block. */
export type ExplainNamespace = 'what-is-my-ip' | 'what-is-vpn' | 'webrtc-leak-test';

/** A tinted section with the namespace's `explain.title` heading and `explain.text` paragraph. */
export function ExplainSection({ ns }: { readonly ns: ExplainNamespace }) {
  const { t } = useTranslation(ns);
  return (
    <section className="section section--tinted">
      <div className="container container--narrow">
        <h2 className="section__title">{t('explain.title')}</h2>
        <p>{t('explain.text')}</p>
      </div>
    </section>
  );
}
