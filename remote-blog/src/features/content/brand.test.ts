import { withBrand, withBrandHtml } from './brand.ts';

test('fills in the brand wherever a post names the product', () => {
  expect(withBrand('Turn on {{brand}}, then open {{brand}} settings', 'Meridian VPN')).toBe(
    'Turn on Meridian VPN, then open Meridian VPN settings',
  );
});

test('a brand with markup characters stays text inside post HTML', () => {
  expect(withBrandHtml('<p>Use {{brand}}.</p>', '<b>X</b> & "Y"')).toBe('<p>Use &lt;b&gt;X&lt;/b&gt; &amp; &quot;Y&quot;.</p>');
});
