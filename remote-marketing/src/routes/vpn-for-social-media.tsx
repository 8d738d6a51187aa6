import { NETWORKS } from '../features/catalogue/catalogue.ts';
import { CollectionDetail, CollectionIndex, type CollectionProps } from './collection.tsx';

const props: CollectionProps = {
  ns: 'vpn-for-social-media',
  group: 'networks',
  ids: NETWORKS,
  basePath: '/vpn-for-social-media',
  param: 'id',
};

/** `/vpn-for-social-media`: every network. */
export function SocialMediaIndex() {
  return <CollectionIndex {...props} />;
}

/** `/vpn-for-social-media/{id}`: one network. */
export function SocialMediaNetwork() {
  return <CollectionDetail {...props} />;
}
