import { DEFAULT_API_BASE, readApiBase } from './api-base.ts';

afterEach(() => {
  document.getElementById('__meridian')?.remove();
});

function bootData(text: string) {
  const script = document.createElement('script');
  script.id = '__meridian';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

test('reads apiBase from the boot data, without a trailing slash', () => {
  bootData(JSON.stringify({ locale: 'en', apiBase: 'https://api.example.com/' }));
  expect(readApiBase()).toBe('https://api.example.com');
});

test('falls back to the local reference API when the boot data has no apiBase', () => {
  bootData(JSON.stringify({ locale: 'en' }));
  expect(readApiBase()).toBe(DEFAULT_API_BASE);
  expect(DEFAULT_API_BASE).toBe('http://localhost:3100');
});

test('falls back when there is no boot data, it is not JSON, or apiBase is not a string', () => {
  expect(readApiBase()).toBe(DEFAULT_API_BASE);
  bootData('{not json');
  expect(readApiBase()).toBe(DEFAULT_API_BASE);
  document.getElementById('__meridian')?.remove();
  bootData(JSON.stringify({ apiBase: 42 }));
  expect(readApiBase()).toBe(DEFAULT_API_BASE);
});

test('falls back where there is no document (server rendering)', () => {
  expect(readApiBase(undefined)).toBe(DEFAULT_API_BASE);
});
