import { withBrand, withBrandHtml } from './brand.ts';

test('fills in the brand wherever a post names the product', () => {
  expect(withBrand('Turn on {{brand}}, then open {{brand}} settings', 'Meridian VPN')).toBe(
    'Turn on Meridian VPN, then open Meridian VPN settings',
  );
});

test('a brand with markup characters stays text inside post HTML', () => {
  expect(withBrandHtml('<p>Use {{brand}}.</p>', '<b>X</b> & "Y"')).toBe('<p>Use &lt;b&gt;X&lt;/b&gt; &amp; &quot;Y&quot;.</p>');
});

test('a German compound joins every word of the brand with hyphens', () => {
  expect(withBrand('In der {{brandCompound}}-App, von der {{brandCompound}}-Redaktion', 'Meridian VPN')).toBe(
    'In der Meridian-VPN-App, von der Meridian-VPN-Redaktion',
  );
  expect(withBrandHtml('<p>{{brandCompound}}-Konto</p>', 'A <b>')).toBe('<p>A-&lt;b&gt;-Konto</p>');
});
