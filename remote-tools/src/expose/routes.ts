/** The free tools area's route table, the only module this remote exposes (STYLE.md rule 1). */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { RouteErrorBoundary } from '@meridian/shared/ui';
import { WebRtcLeakTestPage } from '../routes/webrtc-leak-test.tsx';
import { WhatIsMyIpPage } from '../routes/what-is-my-ip.tsx';
import { WhatIsVpnPage } from '../routes/what-is-vpn.tsx';
import '../styles/tools.css';

const route = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

const routes: RouteObject[] = [
  route('what-is-my-ip', WhatIsMyIpPage, { ns: 'what-is-my-ip' }),
  route('webrtc-leak-test', WebRtcLeakTestPage, { ns: 'webrtc-leak-test' }),
  route('what-is-vpn', WhatIsVpnPage, { ns: 'what-is-vpn' }),
];

/** What the host mounts for the tools area. */
export const areaModule: AreaModule = {
  area: 'tools',
  routes,
  namespaces: ['what-is-my-ip', 'webrtc-leak-test', 'what-is-vpn'],
  sitemapPaths: async () => ['/what-is-my-ip', '/webrtc-leak-test', '/what-is-vpn'],
};
