import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fakeApiClient } from '../testing/fake-api.ts';
import { pageTree } from '../testing/render-page.tsx';
import { WebRtcLeakTestPage } from './webrtc-leak-test.tsx';
import { WhatIsMyIpPage } from './what-is-my-ip.tsx';
import { WhatIsVpnPage } from './what-is-vpn.tsx';

test.each([
  ['/what-is-my-ip', WhatIsMyIpPage],
  ['/webrtc-leak-test?stun=stun:stun.example.org:3478', WebRtcLeakTestPage],
  ['/what-is-vpn', WhatIsVpnPage],
])('%s hydrates the server HTML without a mismatch', async (url, Page) => {
  const { client } = fakeApiClient('pending');
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageTree(<Page />, { client, url }));
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, pageTree(<Page />, { client, url }), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
