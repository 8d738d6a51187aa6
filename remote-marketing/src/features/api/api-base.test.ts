import { DEFAULT_API_BASE, readApiBase } from './api-base.ts';

function bootData(text: string): Document {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.id = '__meridian';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
  return document;
}

describe('readApiBase', () => {
  test('reads apiBase from the boot data and drops trailing slashes', () => {
    expect(readApiBase(bootData('{"locale":"en","apiBase":"https://api.example.com//"}'))).toBe('https://api.example.com');
  });

  test('falls back to the local API when the boot data has no apiBase', () => {
    expect(readApiBase(bootData('{"locale":"en"}'))).toBe(DEFAULT_API_BASE);
    expect(DEFAULT_API_BASE).toBe('http://localhost:3100');
  });

  test('falls back when apiBase is empty or not a string', () => {
    expect(readApiBase(bootData('{"apiBase":"  "}'))).toBe(DEFAULT_API_BASE);
    expect(readApiBase(bootData('{"apiBase":42}'))).toBe(DEFAULT_API_BASE);
  });

  test('falls back when the boot data is not JSON or is missing', () => {
    expect(readApiBase(bootData('{not json'))).toBe(DEFAULT_API_BASE);
    document.body.innerHTML = '';
    expect(readApiBase(document)).toBe(DEFAULT_API_BASE);
  });

  test('falls back on the server, where there is no document', () => {
    expect(readApiBase(undefined)).toBe(DEFAULT_API_BASE);
  });
});
