import { Link } from 'react-router';
import type { ParseKeysWithoutVariables } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The page namespaces of this remote. */
export type ToolsNamespace = 'what-is-my-ip' | 'what-is-vpn' | 'webrtc-leak-test';

/** Props of {@link PricingCta}: the namespace and the keys of its texts (keys of that namespace). */
export interface PricingCtaProps {
  readonly ns: ToolsNamespace;
  readonly titleKey: ParseKeysWithoutVariables<ToolsNamespace>;
  readonly textKey: ParseKeysWithoutVariables<ToolsNamespace>;
  readonly linkKey: ParseKeysWithoutVariables<ToolsNamespace>;
}

/** A closing call to action: a heading, one sentence and a link to /pricing. */
export function PricingCta({ ns, titleKey, textKey, linkKey }: PricingCtaProps) {
  const { t } = useTranslation<ToolsNamespace>(ns);
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
