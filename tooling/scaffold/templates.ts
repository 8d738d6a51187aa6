/**
 * What the scaffolders write into new files: a page module, its test and its English messages,
 * and a new remote's workspace files. The English text is a first draft made from the path, to be
 * rewritten; other languages get the same text, which `npm run i18n:status` counts as
 * "identical" (untranslated) until a translator replaces it.
 */
import type { PageNames } from './names.ts';

/** The page module `src/routes/<file>`: a static page of the area, the same for every anonymous visitor. */
export function pageModule(page: PageNames): string {
  return `/**
 * \`/${page.path}\`: written by \`npm run new:page\`. A static page (kept by the host's page cache,
 * \`cacheable\` in the route table): take \`cacheable\` out there when it shows anything of the visitor.
 */
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';

const NS = '${page.ns}';

/** The page: its heading, introduction and body text from the \`${page.ns}\` bundle. */
export function Component() {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageIntro ns={NS} />
      <section className="section">
        <div className="container container--narrow">
          <p>{t('body')}</p>
        </div>
      </section>
    </>
  );
}
`;
}

/** The page's test `src/routes/<ns>.test.tsx`: rendered on the server and in the browser, in English. */
export function pageTest(page: PageNames): string {
  return `import { screen } from '@testing-library/react';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import messages from '../../locales/en/${page.ns}.json';
import { areaModule } from '../expose/routes.ts';

const page = { module: areaModule, bundles: { en: { '${page.ns}': messages } }, url: '/${page.path}' };

test('the server answers 200 with the heading and the text', async () => {
  const answer = await renderOnServer(page);
  expect(answer.status).toBe(200);
  expect(answer.html).toContain(messages.h1);
  expect(answer.html).toContain(messages.body);
});

test('the browser shows one H1', async () => {
  await renderInBrowser(page);
  expect(await screen.findByRole('heading', { level: 1, name: messages.h1 })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the page is in the sitemap and its namespace is declared', async () => {
  expect(areaModule.namespaces).toContain('${page.ns}');
  expect(await areaModule.sitemapPaths?.('en')).toContain('/${page.path}');
});
`;
}

/** The English bundle of a new page: the keys every page bundle has (docs/messages.md) and a body. */
export function pageMessages(page: PageNames): Record<string, unknown> {
  return {
    meta: {
      title: `${page.title} | {{brand}}`,
      description: `${page.title}: what {{brand}} offers on this subject, in short. Rewrite this description in 120 to 160 characters before the page goes live.`,
    },
    h1: page.title,
    intro: `${page.title} with {{brand}}: one or two sentences that say what this page is about.`,
    body: `The text of the ${page.title.toLowerCase()} page.`,
  };
}

/** `package.json` of a new remote, its scripts those of every remote. */
export function areaPackageJson(area: string, dependencies: Readonly<Record<string, string>>): string {
  const json = {
    name: `remote-${area}`,
    version: '1.0.0',
    private: true,
    description: `The ${area} area of the Meridian VPN site, a Module Federation remote`,
    type: 'module',
    scripts: {
      build: 'rspack build -c rspack.config.ts',
      start: `node ../scripts/origin-server.ts ${area}`,
      dev: `node --experimental-transform-types --disable-warning=ExperimentalWarning ../scripts/dev.ts --only ${area}`,
      typecheck: 'tsc -p tsconfig.json --noEmit',
      lint: 'eslint .',
      test: `node --experimental-vm-modules ../node_modules/jest/bin/jest.js -c ../jest.config.js --selectProjects remote-${area}`,
      deploy: `node ../scripts/registry-tool.ts deploy ${area}`,
    },
    dependencies,
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** `rspack.config.ts` of a new remote. */
export function areaRspackConfig(area: string): string {
  return `import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('${area}', import.meta.dirname);
`;
}

/** `tsconfig.json` of a new remote. */
export const AREA_TSCONFIG = `{
  "extends": "../tsconfig.base.json",
  "include": ["../tooling/css.d.ts", "src", "rspack.config.ts"],
  "exclude": ["dist", "node_modules"]
}
`;

/** `src/expose/routes.ts` of a new remote, with no page yet (new:area then adds its first page). */
export function areaRoutes(area: string): string {
  return `/**
 * The ${area} area's route table, the only module this remote exposes (docs/conventions.md rule 1).
 * Written by \`npm run new:area\`; \`npm run new:page -- ${area} <path>\` adds a page to the three lists.
 */
import type { RouteObject } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { areaRoute } from '@meridian/shared/ui';
import '../styles/${area}.css';

const routes: RouteObject[] = [];

/** Indexable pages of the area for the host's sitemap (the same in every language). */
const SITEMAP_PATHS: readonly string[] = [];

/** What the host mounts for the ${area} area. */
export const areaModule: AreaModule = {
  area: '${area}',
  routes,
  namespaces: [],
  sitemapPaths: async () => SITEMAP_PATHS,
};
`;
}

/** `src/expose/routes.test.ts` of a new remote: every language has every key of English. */
export const AREA_ROUTES_TEST = `import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { areaModule } from './routes.ts';

describeLocaleCoverage(\`\${__dirname}/../../locales\`, ROUTE_LOCALES, areaModule.namespaces);
`;

/** `src/styles/<area>.css` of a new remote. */
export function areaStyles(area: string): string {
  return `/* ${area} area styles; the design system (tokens, buttons, cards, sections) lives in
   @meridian/shared/styles.css. Logical properties only, so Arabic pages mirror correctly. */
`;
}
