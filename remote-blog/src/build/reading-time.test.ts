/** @jest-environment node */
import { countWords, readingMinutes } from './reading-time.ts';

test('a short or empty post still takes one minute', () => {
  expect(readingMinutes(0)).toBe(1);
  expect(readingMinutes(1)).toBe(1);
  expect(readingMinutes(220)).toBe(1);
});

test('reading time is words divided by 220, rounded up', () => {
  expect(readingMinutes(221)).toBe(2);
  expect(readingMinutes(660)).toBe(3);
  expect(readingMinutes(661)).toBe(4);
});

test('counts words, not punctuation or spaces', () => {
  expect(countWords('Turn on the VPN — then open Wi-Fi settings, please.', 'en')).toBe(10);
  expect(countWords('   ', 'en')).toBe(0);
});

test('counts words in scripts written without spaces', () => {
  expect(countWords('公共のWi-Fiは便利です。', 'ja')).toBeGreaterThan(3);
});
