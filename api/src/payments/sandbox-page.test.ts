import { checkoutPage, escapeHtml, messagePage } from './sandbox-page.ts';

test('escapes every value put into the page', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const html = checkoutPage({ providerName: '<b>', action: '/sandbox/ps/checkout', sessionId: '"x', amount: '1.00 USD', planName: '<i>' });
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('<i>');
  expect(html).toContain('value="&quot;x"');
});

test('a message page links back only when it has somewhere to go', () => {
  expect(messagePage('Done', 'ok', 'http://localhost:3000/paystatus?a=1&b=2')).toContain(
    'href="http://localhost:3000/paystatus?a=1&amp;b=2"',
  );
  expect(messagePage('Missing', 'gone', null)).not.toContain('<a ');
});
