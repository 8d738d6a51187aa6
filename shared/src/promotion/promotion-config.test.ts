import { fetchPromotionConfig, isFestivalActive, parsePromotionConfig, segmentsFor, type PromotionConfig } from './promotion-config.ts';

const config: PromotionConfig = {
  startTime: '2026-11-20T00:00:00.000Z',
  endTime: '2026-12-02T23:59:59.000Z',
  isFestival: true,
  segments: [{ text: 'Black Friday', color: '#FFFFFF' }],
  translations: { de: [{ text: 'Black Friday: bis zu 69 % Rabatt', color: '#FFFFFF' }] },
};

test('gives the festival text in the page language, English when that language has none', () => {
  expect(segmentsFor(config, 'de')[0]?.text).toBe('Black Friday: bis zu 69 % Rabatt');
  expect(segmentsFor(config, 'ja')[0]?.text).toBe('Black Friday');
  expect(segmentsFor(config, '__proto__')[0]?.text).toBe('Black Friday');
});

test('reads a config without translations as English only', () => {
  expect(
    parsePromotionConfig({ startTime: config.startTime, endTime: config.endTime, isFestival: true, segments: config.segments })
      ?.translations,
  ).toEqual({});
});
const start = Date.parse(config.startTime as string);
const end = Date.parse(config.endTime as string);

test('makes the festival active from startTime to endTime, both included', () => {
  expect(isFestivalActive(config, start - 1)).toBe(false);
  expect(isFestivalActive(config, start)).toBe(true);
  expect(isFestivalActive(config, end)).toBe(true);
  expect(isFestivalActive(config, end + 1)).toBe(false);
});

test('accepts epoch milliseconds as window times', () => {
  const numeric = { ...config, startTime: start, endTime: end };
  expect(isFestivalActive(numeric, start)).toBe(true);
  expect(isFestivalActive(numeric, end + 1)).toBe(false);
});

test('has no festival without a config or with isFestival false', () => {
  expect(isFestivalActive(null, start)).toBe(false);
  expect(isFestivalActive(undefined, start)).toBe(false);
  expect(isFestivalActive({ ...config, isFestival: false }, start)).toBe(false);
});

test('parses the api document and rejects malformed ones', () => {
  expect(parsePromotionConfig(config)).toEqual(config);
  expect(parsePromotionConfig({ ...config, segments: undefined })).toEqual({ ...config, segments: [] });
  expect(parsePromotionConfig({ ...config, startTime: 'not a date' })).toBeNull();
  expect(parsePromotionConfig({ startTime: config.startTime })).toBeNull();
  expect(parsePromotionConfig(null)).toBeNull();
});

test('fetches the config, giving null on HTTP errors, network errors and bad bodies', async () => {
  const fetchOk = jest.fn(async () => ({ ok: true, json: async () => config }));
  await expect(fetchPromotionConfig(fetchOk)).resolves.toEqual(config);
  expect(fetchOk).toHaveBeenCalledWith('/config/promotion.json');
  await expect(fetchPromotionConfig(async () => ({ ok: false, json: async () => config }))).resolves.toBeNull();
  await expect(fetchPromotionConfig(async () => Promise.reject(new Error('offline')))).resolves.toBeNull();
  await expect(fetchPromotionConfig(async () => ({ ok: true, json: async () => ({ id: 'x' }) }))).resolves.toBeNull();
});
