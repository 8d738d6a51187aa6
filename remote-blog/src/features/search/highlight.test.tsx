/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlighted, splitMatches } from './highlight.tsx';

test('marks whole words that matched, whatever their case', () => {
  expect(splitMatches('Public Wi-Fi and public networks', ['public', 'wi'])).toEqual([
    { text: 'Public', match: true },
    { text: ' ', match: false },
    { text: 'Wi', match: true },
    { text: '-Fi and ', match: false },
    { text: 'public', match: true },
    { text: ' networks', match: false },
  ]);
});

test('does not mark a term inside a longer word', () => {
  expect(splitMatches('Publicly', ['public'])).toEqual([{ text: 'Publicly', match: false }]);
});

test('terms with regular-expression characters are matched literally', () => {
  expect(splitMatches('a.b axb', ['a.b'])).toEqual([
    { text: 'a.b', match: true },
    { text: ' axb', match: false },
  ]);
});

test('renders matches as mark elements and everything else as escaped text', () => {
  const html = renderToStaticMarkup(<Highlighted text={'<b>Safe</b> Wi-Fi & "you"'} terms={['safe']} />);
  expect(html).toBe('&lt;b&gt;<mark>Safe</mark>&lt;/b&gt; Wi-Fi &amp; &quot;you&quot;');
});
