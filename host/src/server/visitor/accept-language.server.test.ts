/** @jest-environment node */
import { preferredLocale } from './accept-language.server.ts';

// Headers as real browsers send them, and what a visitor expects each to give.
test.each([
  ['en-GB,de;q=0.9', 'en'],
  ['de-AT,fr;q=0.5', 'de'],
  ['es-419,en;q=0.5', 'es'],
  ['en-US;q=0.9,de;q=0.7', 'en'],
  ['en-US,en;q=0.9', 'en'],
  ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
  ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
  ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
  ['es-ES,es;q=0.9', 'es'],
  ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it'],
  ['ja,en-US;q=0.9,en;q=0.8', 'ja'],
  ['ja-JP', 'ja'],
  ['nl-BE,nl;q=0.9,fr;q=0.8', 'nl'],
  ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 'pl'],
  ['pt-PT,pt;q=0.9', 'pt'],
  ['pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'pt'],
  ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
  ['uk-UA,uk;q=0.9,ru;q=0.8,en-US;q=0.7', 'ru'],
  ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
  ['ar-EG', 'ar'],
  ['zh-CN,zh;q=0.9,ja;q=0.8', 'ja'],
  ['sv-SE,sv;q=0.9', null],
  ['tr-TR,tr;q=0.9,de;q=0.1', 'de'],
  ['en;q=0, ru', 'ru'],
  ['nl;q=0.5, pl;q=0.8', 'pl'],
  ['*', 'en'],
  ['', null],
  [undefined, null],
  // Equal weight: a tag that is one of the site's own (ja-JP, pt-BR, de-DE, ar) beats a language-only match.
  ['fr-CA,ja-JP', 'ja'],
  ['it-CH,pt-BR', 'pt'],
  ['es-MX, de-DE', 'de'],
  ['en-GB,ar;q=1', 'ar'],
  ['nl-BE;q=0.8,pl-PL;q=0.8', 'pl'],
  ['FR-ca,JA-jp', 'ja'],
  // Two language-only matches, or two exact ones, of equal weight: the header's order.
  ['fr-CA,it-CH', 'fr'],
  ['ja-JP,pt-BR', 'ja'],
  // Weights still come first: a language-only match of higher q beats an exact one of lower q.
  ['fr-CA,ja-JP;q=0.9', 'fr'],
  ['it-CH;q=0.4,pt-BR;q=0.3', 'it'],
  ['en-GB,en;q=0.5,de;q=0.8', 'en'],
  ['de-CH;q=0.5, ja-JP;q=0.5, fr;q=0.9', 'fr'],
  ['ja-JP;q=0, fr-CA', 'fr'],
  ['de;q=2, ru', 'ru'],
  ['garbage;;;,,,q=abc', null],
  [`${'x-'.repeat(2000)}de`, null],
])('%s gives %s', (header, expected) => {
  expect(preferredLocale(header)).toBe(expected);
});
