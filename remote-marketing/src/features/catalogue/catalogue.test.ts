import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NETWORKS, PRODUCTS, isOneOf } from './catalogue.ts';
import { NETWORK_BENEFITS, SOCIAL_BENEFITS } from './networks.ts';
import { PRODUCT_INFO } from './products.ts';
import { STORE_LISTINGS } from './store-listings.ts';
import { CITIES, CONTINENTS, REGION_INFO, REGION_USES, REGIONS, regionsIn } from '@meridian/shared/network';

type Tree = { readonly [key: string]: string | Tree };
const en = (ns: string): Tree => JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', 'en', `${ns}.json`), 'utf8')) as Tree;
const node = (tree: Tree, path: string): Tree | string | undefined =>
  path.split('.').reduce<Tree | string | undefined>((at, key) => (typeof at === 'object' ? at[key] : undefined), tree);
const keysOf = (tree: Tree, path: string): string[] => {
  const found = node(tree, path);
  return typeof found === 'object' ? Object.keys(found).sort() : [];
};

describe('server regions', () => {
  const messages = en('vpn-server');

  test('every region has cities, three uses and its streaming and speed notes', () => {
    for (const region of REGIONS) {
      const info = REGION_INFO[region];
      expect(info.cities.length).toBeGreaterThan(0);
      expect(info.uses).toHaveLength(3);
      for (const key of ['name', 'h1', 'intro', 'streaming', 'speed', 'meta.title', 'meta.description']) {
        expect({ region, key, text: typeof node(messages, `regions.${region}.${key}`) }).toEqual({ region, key, text: 'string' });
      }
    }
  });

  test('every city, use and continent has a text, and no text is left over', () => {
    expect(keysOf(messages, 'cities')).toEqual([...CITIES].sort());
    expect(keysOf(messages, 'uses')).toEqual([...REGION_USES].sort());
    expect(keysOf(messages, 'continents')).toEqual([...CONTINENTS].sort());
    expect(keysOf(messages, 'regions')).toEqual([...REGIONS].sort());
  });

  test('each city belongs to exactly one region', () => {
    const cities = REGIONS.flatMap((region) => REGION_INFO[region].cities);
    expect([...cities].sort()).toEqual([...CITIES].sort());
  });

  test('the continents together hold every region once', () => {
    expect(CONTINENTS.flatMap((continent) => regionsIn(continent, REGIONS)).sort()).toEqual([...REGIONS].sort());
  });
});

describe('social networks', () => {
  const messages = en('vpn-for-social-media');

  test('every network has three known benefits and its own texts', () => {
    for (const network of NETWORKS) {
      expect(NETWORK_BENEFITS[network]).toHaveLength(3);
      for (const key of ['name', 'h1', 'intro', 'why', 'tip', 'meta.title', 'meta.description']) {
        expect({ network, key, text: typeof node(messages, `networks.${network}.${key}`) }).toEqual({ network, key, text: 'string' });
      }
    }
    expect(keysOf(messages, 'networks')).toEqual([...NETWORKS].sort());
  });

  test('every benefit has a title and a text', () => {
    expect(keysOf(messages, 'benefits')).toEqual([...SOCIAL_BENEFITS].sort());
    for (const benefit of SOCIAL_BENEFITS) expect(keysOf(messages, `benefits.${benefit}`)).toEqual(['text', 'title']);
  });
});

describe('download products', () => {
  const messages = en('download');

  test('every product has exactly the requirement lines and install steps the catalogue counts', () => {
    for (const product of PRODUCTS) {
      const info = PRODUCT_INFO[product];
      expect({ product, requirements: keysOf(messages, `products.${product}.requirements`).length }).toEqual({
        product,
        requirements: info.requirements,
      });
      expect({ product, steps: keysOf(messages, `products.${product}.steps`).length }).toEqual({ product, steps: info.steps });
    }
    expect(keysOf(messages, 'products')).toEqual([...PRODUCTS].sort());
  });

  test('every store a product uses has a name', () => {
    for (const product of PRODUCTS) expect(typeof node(messages, `stores.${STORE_LISTINGS[product].store}`)).toBe('string');
  });
});

describe('isOneOf', () => {
  test('accepts listed ids only', () => {
    expect(isOneOf(REGIONS, 'japan')).toBe(true);
    expect(isOneOf(REGIONS, 'mars')).toBe(false);
    expect(isOneOf(REGIONS, undefined)).toBe(false);
  });
});
