import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApiClient } from '../../testing/fake-api.ts';
import { ApiClientContext } from './api-client.ts';
import { useApiClient } from './use-api-client.ts';

test('hands out the injected client', () => {
  const { client } = fakeApiClient('pending');
  const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
  const { result } = renderHook(() => useApiClient(), { wrapper });
  expect(result.current()).toBe(client);
});

test('without one, makes a single page client for the API base in the boot data', () => {
  const script = document.createElement('script');
  script.id = '__meridian';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ apiBase: 'https://api.example.com' });
  document.body.append(script);
  const { result } = renderHook(() => useApiClient());
  const client = result.current();
  expect(result.current()).toBe(client);
  script.remove();
});
