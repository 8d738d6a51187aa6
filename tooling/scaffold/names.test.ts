import { checkAreaName, pageNames, ScaffoldError } from './names.ts';

test('a page path gives its namespace, module file and a first title', () => {
  expect(pageNames('/guides/setup-vpn/')).toEqual({
    path: 'guides/setup-vpn',
    ns: 'guides-setup-vpn',
    file: 'guides-setup-vpn.tsx',
    title: 'Guides setup vpn',
  });
});

test.each(['', '/', 'Pricing', 'a//b', '../etc', 'blog/:id', 'a b', 'x-', `${'a'.repeat(81)}`])('the page path %p is refused', (path) => {
  expect(() => pageNames(path)).toThrow(ScaffoldError);
});

test.each(['', 'a', 'Support', 'my-area', '1st', 'a_b', 'x'.repeat(21)])('the area name %p is refused', (name) => {
  expect(() => checkAreaName(name)).toThrow(ScaffoldError);
});
