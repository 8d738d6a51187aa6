import { contentBaseFrom, contentUrl } from './content-url.ts';

test('the browser build reads content from its version folder', () => {
  expect(contentBaseFrom('http://localhost:3002/1.0.0/')).toBe('http://localhost:3002/1.0.0/content/');
});

test('the server build drops its server/ folder to reach the same content', () => {
  expect(contentBaseFrom('http://localhost:3002/1.0.0/server/')).toBe('http://localhost:3002/1.0.0/content/');
});

test('a public path without a trailing slash still ends in one folder', () => {
  expect(contentBaseFrom('https://cdn.example.com/blog/2.3.4')).toBe('https://cdn.example.com/blog/2.3.4/content/');
});

test('only a whole trailing server segment is dropped', () => {
  expect(contentBaseFrom('https://cdn.example.com/observer/')).toBe('https://cdn.example.com/observer/content/');
  expect(contentBaseFrom('https://cdn.example.com/server/1.0.0/')).toBe('https://cdn.example.com/server/1.0.0/content/');
});

test('falls back to a root-relative folder outside a bundle', () => {
  expect(contentUrl('en/index.json')).toBe('/content/en/index.json');
});

test('joins a file path onto a base without doubling slashes', () => {
  expect(contentUrl('/covers/a.svg', 'http://x/1.0.0/content/')).toBe('http://x/1.0.0/content/covers/a.svg');
});
