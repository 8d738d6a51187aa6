/**
 * The free tools area's route table, the only module this remote exposes (docs/conventions.md rule 1).
 * Each page is a chunk of its own (areaRoute); the IP pages have loaders that ask geo_info
 * through the page context, so the visitor's address is in the server HTML (decision 013) and they
 * are never kept by the host's page cache; the explainer is.
 */
import type { RouteObject } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { areaRoute } from '@meridian/shared/ui';
import '../styles/tools.css';

const routes: RouteObject[] = [
  areaRoute('what-is-my-ip', { ns: 'what-is-my-ip' }, () => import('../routes/what-is-my-ip.tsx')),
  areaRoute('webrtc-leak-test', { ns: 'webrtc-leak-test' }, () => import('../routes/webrtc-leak-test.tsx')),
  // Static explainer, the same for every anonymous visitor of a language: the host may keep it (decision 012).
  areaRoute('what-is-vpn', { ns: 'what-is-vpn', cacheable: true }, () => import('../routes/what-is-vpn.tsx')),
];

/** What the host mounts for the tools area. */
export const areaModule: AreaModule = {
  area: 'tools',
  routes,
  namespaces: ['what-is-my-ip', 'webrtc-leak-test', 'what-is-vpn'],
  sitemapPaths: async () => ['/what-is-my-ip', '/webrtc-leak-test', '/what-is-vpn'],
};
