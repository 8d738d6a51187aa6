import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Props of {@link PricingCta}: the namespace and the keys of its texts. */
export interface PricingCtaProps {
  readonly ns: string;
  readonly titleKey: string;
  readonly textKey: string;
  readonly linkKey: string;
}

/** A closing call to action: a heading, one sentence and a link to /pricing. */
export function PricingCta({ ns, titleKey, textKey, linkKey }: PricingCtaProps) {
  const { t } = useTranslation(ns);
  return (
    <section className="section">
      <div className="container container--narrow tools-cta">
        <h2 className="section__title">{t(titleKey)}</h2>
        <p>{t(textKey)}</p>
        <Link className="button button--primary button--large" to="/pricing">
          {t(linkKey)}
        </Link>
      </div>
    </section>
  );
}
