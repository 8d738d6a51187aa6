import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEGAL_DOCUMENTS, LEGAL_PAGES, sectionAnchor } from './legal-documents.ts';
import { numberedKeys } from '../../utils/numbered-keys.ts';

type Section = { readonly title: string; readonly items?: Record<string, string>; readonly [paragraph: string]: unknown };
const sectionsOf = (page: string): Record<string, Section> =>
  (
    JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', 'en', `${page}.json`), 'utf8')) as {
      sections: Record<string, Section>;
    }
  ).sections;

describe('legal documents', () => {
  test.each(LEGAL_PAGES)('%s has 5 to 8 sections whose texts match the structure exactly', (page) => {
    const structure = LEGAL_DOCUMENTS[page];
    const texts = sectionsOf(page);
    expect(structure.length).toBeGreaterThanOrEqual(5);
    expect(structure.length).toBeLessThanOrEqual(8);
    expect(Object.keys(texts)).toEqual(structure.map((section) => section.id));
    for (const section of structure) {
      const expected = ['title', ...numberedKeys('p', section.paragraphs), ...(section.items ? ['items'] : [])].sort();
      expect({ id: section.id, keys: Object.keys(texts[section.id] ?? {}).sort() }).toEqual({ id: section.id, keys: expected });
      if (section.items) expect(Object.keys(texts[section.id]?.items ?? {})).toEqual(numberedKeys('i', section.items));
    }
  });

  test('section anchors are kebab-case', () => {
    expect(sectionAnchor('noLogs')).toBe('no-logs');
    expect(sectionAnchor('thirdParty')).toBe('third-party');
    expect(sectionAnchor('use')).toBe('use');
  });
});
