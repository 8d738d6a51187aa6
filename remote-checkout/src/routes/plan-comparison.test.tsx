import { errorReply } from '../../../tooling/testing/fake-http.ts';
import { PLANS, catalogueRoutes, serverPage } from './test-data.ts';

/** The rows of the comparison table in the server's HTML: each row's cells as text. */
function comparisonRows(html: string): string[][] {
  const table = /<table class="plan-comparison__table"[^>]*>(.*?)<\/table>/s.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...(row[1] as string).matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      (cell[1] as string).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"),
    ),
  );
}

test('the comparison table puts each plan beside the others: per month, billed today, then, the saving and five included lines', async () => {
  const page = await serverPage('/pricing', { routes: catalogueRoutes('US') });
  const rows = comparisonRows(page.html);
  expect(rows[0]).toEqual(['Plan', '1 month', '1 year', '2 years']);
  const byLabel = Object.fromEntries(rows.slice(1).map(([label, ...cells]) => [label, cells]));
  expect(byLabel['Price per month']).toEqual(['$12.99/month', '$4.99/month', expect.stringMatching(/^\$\d+\.\d\d\/month$/)]);
  expect(byLabel['Billed today']).toEqual(['$0.99', '$59.88', expect.stringMatching(/^\$\d+\.\d\d$/)]);
  expect(byLabel['Then']).toEqual(['$12.99 every month', '$59.88 every 12 months', expect.stringMatching(/every 24 months$/)]);
  expect(byLabel['You save']?.[0]).toBe('None');
  expect(byLabel['You save']?.[1]).toBe('Save 62%');
  const included = rows.slice(5);
  expect(included.length).toBeGreaterThanOrEqual(5);
  for (const [, ...cells] of included) expect(cells).toEqual(['✓Included', '✓Included', '✓Included']);
});

test('in German the labels of the table are German, not English', async () => {
  const rows = comparisonRows((await serverPage('/de/pricing', { routes: catalogueRoutes() })).html);
  expect(rows[0]?.[0]).toBe('Tarif');
  expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['Preis pro Monat', 'Heute fällig', 'Danach', 'Sie sparen']));
});

test('no table when the plans cannot be loaded (the notice says why), and the page is still a 200', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = await serverPage('/pricing', { routes: { ...catalogueRoutes(), [PLANS]: errorReply(503, 503) } });
  expect(page.status).toBe(200);
  expect(page.html).not.toContain('plan-comparison__table');
  jest.restoreAllMocks();
});
