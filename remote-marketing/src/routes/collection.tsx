import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardGrid, PageIntro } from '@meridian/shared/ui';

/** Props of the index and detail pages of a collection (regions, products, networks). */
export interface CollectionProps {
  readonly ns: string;
  /** Key under which items live (`regions`, `products`, `networks`). */
  readonly group: string;
  readonly ids: readonly string[];
  /** Base path of detail pages, for example `/vpn-server`. */
  readonly basePath: string;
  /** Route parameter naming the item on a detail page. */
  readonly param: string;
  /** Key of the call to action on a detail page (`regionCta`), with the item name as `{{region}}`-style value. */
  readonly ctaKey?: string;
  readonly ctaValue?: string;
  readonly ctaTo?: string;
}

/** Index page: heading block and a card per item. */
export function CollectionIndex({ ns, group, ids, basePath }: CollectionProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageIntro ns={ns} />
      <CardGrid
        title={t('listTitle')}
        items={ids.map((id) => ({ id, title: t(`${group}.${id}.name`), text: t(`${group}.${id}.intro`), to: `${basePath}/${id}` }))}
      />
    </>
  );
}

/** Detail page of one item; the host's validation hook has already rejected unknown ids. */
export function CollectionDetail({ ns, group, param, ctaKey, ctaValue, ctaTo }: CollectionProps) {
  const { t } = useTranslation(ns);
  const id = useParams()[param] ?? '';
  const name = t(`${group}.${id}.name`);
  return (
    <PageIntro ns={ns} prefix={`${group}.${id}`}>
      {ctaKey && ctaValue ? (
        <Link className="button button--primary" to={ctaTo ?? '/pricing'}>
          {t(ctaKey, { [ctaValue]: name })}
        </Link>
      ) : null}
    </PageIntro>
  );
}
