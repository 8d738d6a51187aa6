import { expectedKeys, pluralCategories, sourceKeyOf } from './plural-keys.ts';

const EN = ['title', 'daysLeft_one', 'daysLeft_other', 'receipt.months_one', 'receipt.months_other', 'price_one_time'];

test('a plural of en is expected in exactly the plural forms of each language', () => {
  expect(expectedKeys(EN, 'en')).toEqual([
    'daysLeft_one',
    'daysLeft_other',
    'price_one_time',
    'receipt.months_one',
    'receipt.months_other',
    'title',
  ]);
  expect(expectedKeys(EN, 'ja')).toEqual(['daysLeft_other', 'price_one_time', 'receipt.months_other', 'title']);
  expect(expectedKeys(EN, 'ru')).toEqual(expect.arrayContaining(['daysLeft_one', 'daysLeft_few', 'daysLeft_many', 'daysLeft_other']));
  expect(expectedKeys(EN, 'ar').filter((key) => key.startsWith('daysLeft'))).toHaveLength(6);
  expect([...pluralCategories('pl')].sort()).toEqual(['few', 'many', 'one', 'other']);
});

test('a key that only ends like a plural form is an ordinary key', () => {
  expect(expectedKeys(['step_one', 'step_two'], 'ar')).toEqual(['step_one', 'step_two']);
  expect(sourceKeyOf('daysLeft_few', new Set(EN))).toBe('daysLeft_other');
  expect(sourceKeyOf('title', new Set(EN))).toBe('title');
});
