import { identicalToEnglish } from './identical-text.ts';

const map = (entries: Record<string, unknown>) => new Map(Object.entries(entries));

test('names the keys whose text is the English text pasted unchanged', () => {
  const english = map({ 'faq:title': 'Questions and answers', 'faq:intro': 'Ask us anything', 'faq:count_one': '{{count}} answer' });
  const pasted = map({ 'faq:title': 'Questions and answers', 'faq:intro': 'Fragen Sie uns', 'faq:count_one': '{{count}} answer' });
  expect(identicalToEnglish(english, pasted)).toEqual(['faq:count_one', 'faq:title']);
});

test('leaves out text without letters, brand names, and keys English does not have', () => {
  const english = map({ 'a:year': '2019', 'a:os': 'Android', 'a:n': '{{count}}', 'a:ok': 'OK', 'a:x': 'Plan' });
  const other = map({ 'a:year': '2019', 'a:os': 'Android', 'a:n': '{{count}}', 'a:ok': 'OK', 'a:x_few': 'Plan', 'a:x': 'Tarif' });
  expect(identicalToEnglish(english, other)).toEqual([]);
});
