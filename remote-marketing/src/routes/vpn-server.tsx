import { REGIONS } from '../features/catalogue/catalogue.ts';
import { CollectionDetail, CollectionIndex, type CollectionProps } from './collection.tsx';

const props: CollectionProps = {
  ns: 'vpn-server',
  group: 'regions',
  ids: REGIONS,
  basePath: '/vpn-server',
  param: 'region',
  ctaKey: 'regionCta',
  ctaValue: 'region',
};

/** `/vpn-server`: every server region. */
export function VpnServerIndex() {
  return <CollectionIndex {...props} />;
}

/** `/vpn-server/{region}`: one region. */
export function VpnServerRegion() {
  return <CollectionDetail {...props} />;
}
