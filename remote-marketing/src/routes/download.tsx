import type { TFunction } from 'i18next';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { isMessageKey } from '@meridian/shared/i18n';
import { PRODUCTS, isOneOf, type Product } from '../features/catalogue/catalogue.ts';
import { DEVICE_GROUPS, PRODUCT_INFO, type DeviceGroup } from '../features/catalogue/products.ts';
import { STORE_LISTINGS, editionTitle } from '../features/catalogue/store-listings.ts';
import { detectSystem, type DetectedSystem } from '../features/catalogue/detect-system.ts';
import { numberedKeys } from '../utils/numbered-keys.ts';
import { useBrand } from '../utils/use-brand.ts';
import { DOWNLOAD_LINKS, SHARED_LINKS, detailPath, redirectHref } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { LinkTiles } from '../components/link-tiles.tsx';
import { Section } from '../components/section.tsx';
import { Steps } from '../components/steps.tsx';
import { AppScreens } from '../components/app-screens.tsx';
import { StoreBadge } from '../components/store-badge.tsx';

const GROUP_ICONS: Readonly<Record<DeviceGroup, IconName>> = { mobile: 'phone', desktop: 'laptop', browser: 'browser', tv: 'tv' };
const HOW = ['s1', 's2', 's3'] as const;

const productTile = (t: TFunction<'download'>) => (id: Product) => ({
  id,
  icon: GROUP_ICONS[PRODUCT_INFO[id].group],
  label: t(`products.${id}.name`),
  to: detailPath(SHARED_LINKS.download, id),
});

/** Loader data of `/download`: the visitor's system, null when unknown. */
export interface DownloadIndexData {
  readonly system: DetectedSystem | null;
}

/**
 * Detects the visitor's system on the server (client hint, then User-Agent), so the first screen
 * is right; on a client navigation the browser's own User-Agent.
 */
export function downloadIndexLoader({ request }: LoaderFunctionArgs): DownloadIndexData {
  const agent = request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? null : navigator.userAgent);
  return { system: detectSystem(request.headers.get('sec-ch-ua-platform'), agent) };
}

/** The app for the visitor's system, first, with its store's badge. */
function SystemPick({ system }: { readonly system: DetectedSystem }) {
  const { t } = useTranslation('download');
  const { store, editions } = STORE_LISTINGS[system];
  return (
    <div className="system-pick">
      <p className="system-pick__lead">{t('detected', { product: t(`products.${system}.name`) })}</p>
      <StoreBadge store={store} to={redirectHref(editions[0].url)} />
    </div>
  );
}

/** `/download`: the visitor's system first when known, then every app by device group, and how to get started. */
export function DownloadIndex() {
  const { t } = useTranslation('download');
  const tile = productTile(t);
  const { system } = useLoaderData<DownloadIndexData>();
  return (
    <>
      <PageIntro ns="download">
        {system === null ? (
          // A system without an app of its own (Linux, ChromeOS) or unknown: the first screen still has its one action.
          <a className="button button--primary button--large" href="#apps">
            {t('listTitle')}
          </a>
        ) : (
          <SystemPick system={system} />
        )}
        <AppScreens frame={system === 'ios' || system === 'android' ? 'phone' : 'desktop'} />
      </PageIntro>
      <Section id="apps" title={t('listTitle')}>
        {DEVICE_GROUPS.map((group) => (
          <div key={group} className="product-group">
            <h3 className="product-group__title">{t(`groups.${group}`)}</h3>
            <LinkTiles items={PRODUCTS.filter((id) => PRODUCT_INFO[id].group === group).map(tile)} />
          </div>
        ))}
      </Section>
      <Section title={t('how.title')} tinted>
        <Steps items={HOW.map((id) => ({ id, text: t(`how.${id}`) }))} />
      </Section>
      <Section title={t('oneAccount.title')} lead={t('oneAccount.text')} narrow>
        <Link className="button button--primary" to={DOWNLOAD_LINKS.pricing}>
          {t('detail.plans')}
        </Link>
      </Section>
    </>
  );
}

/** `/download/{product}`: the one template of all app pages, filled from the catalogue. */
export function DownloadProduct() {
  const { t, i18n } = useTranslation('download');
  const param = useParams().product;
  // The host's validation hook has already answered unknown products with a 404.
  const product: Product = isOneOf(PRODUCTS, param) ? param : PRODUCTS[0];
  const info = PRODUCT_INFO[product];
  const { store, editions } = STORE_LISTINGS[product];
  const storeName = t(`stores.${store}`);
  const brand = useBrand();
  const key = `products.${product}` as const;
  const name = t(`${key}.name`);
  // Numbered lines (`r1`, `s2`) come from the catalogue's counts: each is looked up in the bundle.
  const lineOf = (id: string, line: string) => (isMessageKey(i18n, 'download', line) ? [{ id, text: t(line) }] : []);
  return (
    <>
      <PageIntro ns="download" prefix={key}>
        <Link className="button button--primary" to={redirectHref(editions[0].url)}>
          <Icon name="download" size={20} />
          {t('productCta', { product: name })}
        </Link>
        <Link className="button button--ghost" to={DOWNLOAD_LINKS.pricing}>
          {t('detail.plans')}
        </Link>
        <p className="store-note">{t('detail.store', { store: storeName })}</p>
      </PageIntro>

      <section className="section">
        <div className="container product-setup">
          <div>
            <h2 className="section__title">{t('detail.requirements')}</h2>
            <CheckList
              items={[
                ...numberedKeys('r', info.requirements).flatMap((id) => lineOf(id, `${key}.requirements.${id}`)),
                { id: 'account', text: t('detail.account') },
              ]}
            />
          </div>
          <div>
            <h2 className="section__title">{t('detail.install')}</h2>
            <Steps items={numberedKeys('s', info.steps).flatMap((id) => lineOf(id, `${key}.steps.${id}`))} />
          </div>
        </div>
      </section>

      {editions.length > 1 ? (
        <section className="section section--tinted">
          <details className="container container--narrow other-editions">
            <summary>{t('detail.otherEditions.title')}</summary>
            <p>{t('detail.otherEditions.text')}</p>
            <ul className="other-editions__list">
              {editions.slice(1).map((edition) => (
                <li key={edition.app}>
                  <span translate="no">{editionTitle(edition, brand)}</span>
                  <Link to={redirectHref(edition.url)}>{t('detail.editionLink', { store: storeName })}</Link>
                </li>
              ))}
            </ul>
          </details>
        </section>
      ) : null}

      <Section title={t('detail.other')}>
        <LinkTiles compact items={PRODUCTS.filter((id) => id !== product).map(productTile(t))} />
      </Section>
    </>
  );
}
