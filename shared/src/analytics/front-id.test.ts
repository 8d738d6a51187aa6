import { createMemoryStorage } from '../runtime/ports.ts';
import { createFrontId, FRONT_ID_KEY, FRONT_ID_PATTERN, readFrontId } from './front-id.ts';

test('a front id is 128 random bits as 32 hex digits, different each time', () => {
  const ids = new Set(Array.from({ length: 100 }, () => createFrontId()));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(FRONT_ID_PATTERN);
});

test('is made from the random source only', () => {
  const random = (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(0xab);
  expect(createFrontId(random)).toBe('ab'.repeat(16));
});

test('the first page of a browser makes one and keeps it; later pages read the same', () => {
  const storage = createMemoryStorage();
  const first = readFrontId(storage);
  expect(storage.getItem(FRONT_ID_KEY)).toBe(first);
  expect(readFrontId(storage)).toBe(first);
  expect(readFrontId(storage)).toBe(first);
});

test('a stored value of the wrong shape is replaced', () => {
  const storage = createMemoryStorage();
  storage.setItem(FRONT_ID_KEY, 'user@example.com');
  const id = readFrontId(storage);
  expect(id).toMatch(FRONT_ID_PATTERN);
  expect(storage.getItem(FRONT_ID_KEY)).toBe(id);
});

test('blocked storage still gives an id, for this page', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => undefined,
  };
  expect(readFrontId(blocked)).toMatch(FRONT_ID_PATTERN);
  expect(readFrontId(null)).toMatch(FRONT_ID_PATTERN);
});
