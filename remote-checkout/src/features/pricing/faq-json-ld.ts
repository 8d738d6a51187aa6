/** One question of a FAQ and its answer, both plain text in the page's language. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * schema.org `FAQPage` data for a page's questions (https://schema.org/FAQPage), built from the
 * same texts the page shows in its `<details>` elements, so the search result and the page agree.
 * `inLanguage` is the page's BCP 47 tag ("en", "ar", ...).
 */
export function faqPageJsonLd(entries: readonly FaqEntry[], inLanguage: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` are escaped so no
 * text (a translation included) can close the element, and U+2028/U+2029 so it is valid script.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
