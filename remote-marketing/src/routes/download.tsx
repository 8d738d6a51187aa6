import { PRODUCTS } from '../features/catalogue/catalogue.ts';
import { CollectionDetail, CollectionIndex, type CollectionProps } from './collection.tsx';

const props: CollectionProps = {
  ns: 'download',
  group: 'products',
  ids: PRODUCTS,
  basePath: '/download',
  param: 'product',
  ctaKey: 'productCta',
  ctaValue: 'product',
  ctaTo: '/pricing',
};

/** `/download`: apps for every device. */
export function DownloadIndex() {
  return <CollectionIndex {...props} />;
}

/** `/download/{product}`: one app. */
export function DownloadProduct() {
  return <CollectionDetail {...props} />;
}
