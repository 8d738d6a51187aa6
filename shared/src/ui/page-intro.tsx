import type { ReactNode } from 'react';
import type { FlatNamespace, ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The prefixes of namespace `Ns` under which both `<prefix>.h1` and `<prefix>.intro` are keys
 * (`products.ios` when `products.ios.h1` and `products.ios.intro` exist), from the generated key types.
 */
export type IntroPrefix<Ns extends FlatNamespace> = PrefixOf<Ns, 'h1'> & PrefixOf<Ns, 'intro'>;

/** The prefixes `P` of namespace `Ns` that have the key `<P>.<Leaf>`. */
type PrefixOf<Ns extends FlatNamespace, Leaf extends string> =
  ParseKeys<Ns> extends infer Key ? (Key extends `${infer Prefix}.${Leaf}` ? Prefix : never) : never;

/** Every `h1` and `intro` key of every namespace. */
type IntroKey = Extract<ParseKeys<FlatNamespace>, `${string}.${'h1' | 'intro'}` | 'h1' | 'intro'>;

/** Props of {@link PageIntro}: a namespace or prefix without `h1` and `intro` is a type error. */
export interface PageIntroProps<Ns extends FlatNamespace = FlatNamespace> {
  /** Namespace holding the texts. */
  readonly ns: Ns;
  /** Key prefix of `h1` and `intro` (`products.ios` reads `products.ios.h1`); none for top-level keys. */
  readonly prefix?: IntroPrefix<Ns>;
  /** Values interpolated into both texts. */
  readonly values?: Record<string, string>;
  /** Calls to action under the introduction. */
  readonly children?: ReactNode;
  /** Hero style (large, on the brand gradient) for landing pages. */
  readonly hero?: boolean;
}

/** The heading block every page starts with: one H1 and its introduction paragraph. */
export function PageIntro<Ns extends FlatNamespace>({ ns, prefix, values, children, hero = false }: PageIntroProps<Ns>) {
  const { t } = useTranslation<FlatNamespace>(ns);
  // PageIntroProps checked `<prefix>.h1` and `<prefix>.intro` against the namespace (IntroPrefix);
  // TypeScript cannot follow a generic namespace into `t`, so the key is named as the union it is in.
  const key = (name: 'h1' | 'intro') => (prefix ? `${prefix}.${name}` : name) as IntroKey;
  return (
    <header className={hero ? 'page-intro page-intro--hero' : 'page-intro'}>
      <div className="container">
        <h1 className="page-intro__title">{t(key('h1'), { replace: values })}</h1>
        <p className="page-intro__lead">{t(key('intro'), { replace: values })}</p>
        {children ? <div className="page-intro__actions">{children}</div> : null}
      </div>
    </header>
  );
}
