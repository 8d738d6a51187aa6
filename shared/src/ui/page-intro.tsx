import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** Namespace holding the texts. */
  readonly ns: string;
  /** Key prefix of `h1` and `intro` (`products.ios` reads `products.ios.h1`); none for top-level keys. */
  readonly prefix?: string;
  /** Values interpolated into both texts. */
  readonly values?: Record<string, string>;
  /** Calls to action under the introduction. */
  readonly children?: ReactNode;
  /** Hero style (large, on the brand gradient) for landing pages. */
  readonly hero?: boolean;
}

/** The heading block every page starts with: one H1 and its introduction paragraph. */
export function PageIntro({ ns, prefix, values, children, hero = false }: PageIntroProps) {
  const { t } = useTranslation(ns);
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return (
    <header className={hero ? 'page-intro page-intro--hero' : 'page-intro'}>
      <div className="container">
        <h1 className="page-intro__title">{t(key('h1'), values ?? {})}</h1>
        <p className="page-intro__lead">{t(key('intro'), values ?? {})}</p>
        {children ? <div className="page-intro__actions">{children}</div> : null}
      </div>
    </header>
  );
}
