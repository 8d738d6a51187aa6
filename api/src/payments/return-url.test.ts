import { isAllowedReturnUrl, returnUrlFor } from './return-url.ts';

const ORIGINS = ['http://localhost:3000', 'https://www.example.com/'];

test('allows the site origins with any path and query', () => {
  expect(isAllowedReturnUrl('http://localhost:3000/de/paystatus?platform=windows', ORIGINS)).toBe(true);
  expect(isAllowedReturnUrl('https://www.example.com/paystatus', ORIGINS)).toBe(true);
});

test.each([
  'https://evil.example.org/paystatus',
  'http://localhost:3001/paystatus',
  'https://localhost:3000/paystatus',
  'http://user:pw@localhost:3000/paystatus',
  'javascript:alert(1)',
  '/paystatus',
  `http://localhost:3000/${'a'.repeat(2100)}`,
])('refuses %s', (url) => {
  expect(isAllowedReturnUrl(url, ORIGINS)).toBe(false);
});

test('adds the order and provider to the query, keeping the rest', () => {
  expect(returnUrlFor('http://localhost:3000/paystatus?platform=windows#top', 'ord_1', 'ps')).toBe(
    'http://localhost:3000/paystatus?platform=windows&order_id=ord_1&provider=ps#top',
  );
});
