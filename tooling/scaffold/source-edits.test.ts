/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, areaWorkspace } from '@meridian/shared/areas';
import { REPO_ROOT } from '../testing/repo-copy.ts';
import { ScaffoldError } from './names.ts';
import { addAreaToList, addPageToRouteTable } from './source-edits.ts';

const page = { path: 'vpn-for-gaming', ns: 'vpn-for-gaming', file: 'vpn-for-gaming.tsx' };
const table = (area: string) => readFileSync(join(REPO_ROOT, area, 'src', 'expose', 'routes.ts'), 'utf8');

test.each(AREAS.map(areaWorkspace))('adds a page to the route table, sitemap and namespaces of %s', (workspace) => {
  const updated = addPageToRouteTable(table(workspace), page);
  expect(updated).toContain(
    `areaRoute('vpn-for-gaming', { ns: 'vpn-for-gaming', cacheable: true }, () => import('../routes/vpn-for-gaming.tsx'))`,
  );
  expect(updated).toMatch(/'\/vpn-for-gaming'/);
  expect(updated).toMatch(/namespaces: \[[^\]]*'vpn-for-gaming'/s);
  expect(updated.match(/import \{[^}]*\bareaRoute\b[^}]*\} from '@meridian\/shared\/ui'/g)).toHaveLength(1);
});

test('a table without a sitemap gets one, and a namespace it has already is refused', () => {
  const source = `const routes = [];\nexport const areaModule = { area: 'x', routes, namespaces: ['a'] };\n`;
  expect(addPageToRouteTable(source, page)).toContain(`sitemapPaths: async () => ['/vpn-for-gaming']`);
  expect(() => addPageToRouteTable(source, { ...page, ns: 'a' })).toThrow(ScaffoldError);
  expect(() => addPageToRouteTable('export const x = 1;', page)).toThrow(/needs `const routes/);
});

test('an area joins the list on the lowest free port offset; an area listed already is refused', () => {
  const source = readFileSync(join(REPO_ROOT, 'shared/src/routing/areas.ts'), 'utf8');
  const { text, portOffset } = addAreaToList(source, 'support');
  expect(portOffset).toBe(6);
  expect(text).toContain('tools: { portOffset: 5 }, support: { portOffset: 6 }');
  expect(addAreaToList(text.replace('blog: { portOffset: 2 },', ''), 'help').portOffset).toBe(2);
  expect(() => addAreaToList(source, 'blog')).toThrow(/listed already/);
});
