import { errorReply } from '../../../tooling/testing/fake-http.ts';
import { PLANS, catalogueRoutes, serverPage } from './test-data.ts';

/** The FAQPage data of the server's HTML, parsed as a search engine reads it. */
function faqData(html: string): { inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
  const faq = scripts.find((data) => data['@type'] === 'FAQPage');
  expect(faq).toBeDefined();
  return faq;
}

/** The questions shown in `<summary>` elements, in page order. */
const summaries = (html: string) => [...html.matchAll(/<summary[^>]*>(.*?)<\/summary>/g)].map((match) => match[1]);

test.each([
  ['/pricing', 'en', 'Can I get my money back?', 'How do I cancel?'],
  ['/de/pricing', 'de', 'Bekomme ich mein Geld zurück?', 'Wie kündige ich?'],
  ['/ja/pricing', 'ja', '返金してもらえますか？', '解約するには？'],
  ['/ar/pricing', 'ar', 'هل يمكنني استرداد أموالي؟', 'كيف ألغي اشتراكي؟'],
])('%s answers refunds, renewal, devices, payment and cancellation as <details> and as FAQPage data', async (path, lang, first, last) => {
  const page = await serverPage(path, { routes: catalogueRoutes() });
  expect(page.status).toBe(200);
  const questions = summaries(page.html);
  expect(questions).toHaveLength(5);
  expect(questions[0]).toBe(first);
  expect(questions[4]).toBe(last);
  const data = faqData(page.html);
  expect(data.inLanguage).toBe(lang);
  expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions);
  for (const entry of data.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
});

test('the FAQ still answers when the plans cannot be loaded', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = await serverPage('/pricing', { routes: { ...catalogueRoutes(), [PLANS]: errorReply(503, 503) } });
  expect(page.status).toBe(200);
  expect(summaries(page.html)).toHaveLength(5);
  jest.restoreAllMocks();
});
