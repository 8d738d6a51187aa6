import { useEffect } from 'react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../ui/kit/render-with-kit.tsx';
import type { DialogsApi } from '../ui/kit/ui-kit-context.ts';
import { useDialogs } from '../ui/kit/use-dialogs.ts';
import { useTranslation } from 'react-i18next';
import { answerMessage, createAdminApi } from './admin-api.ts';
import { createHttpClient } from './http-client.ts';

/** The network as axios's own adapters report it: `status` and `body`, or no answer at all. */
function network(answer: { readonly status: number; readonly body: unknown } | 'unreachable'): AxiosAdapter {
  return async (config) => {
    if (answer === 'unreachable') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: JSON.stringify(answer.body),
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
    };
    if (config.validateStatus && !config.validateStatus(answer.status))
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
}

/** What the shell gives the helper: the UI kit's dialogs and the page's `common:ui.error`. */
function Probe({ onApi }: { readonly onApi: (api: DialogsApi, errorText: () => string) => void }) {
  const dialogs = useDialogs();
  const { t } = useTranslation('common');
  useEffect(() => {
    onApi(dialogs, () => t('ui.error'));
  }, [dialogs, onApi, t]);
  return null;
}

/** The admin helper over the real client and the UI kit's real dialog queue; the page's translated "Error" as the fallback. */
function setup(answer: Parameters<typeof network>[0]) {
  let dialogs: DialogsApi | undefined;
  let errorText = () => 'no UI kit';
  renderWithKit(
    <Probe
      onApi={(api, text) => {
        dialogs = api;
        errorText = text;
      }}
    />,
  );
  const http = createHttpClient({
    baseURL: 'http://api.test',
    adapter: network(answer),
    getToken: () => 'token-1',
    confirm: () => false,
    clearSession: () => undefined,
    reload: () => undefined,
    goToLogin: () => undefined,
  });
  return createAdminApi({
    http,
    alert: (options) => (dialogs ?? { alert: () => Promise.reject(new Error('no UI kit')) }).alert(options),
    errorText: () => errorText(),
  });
}

/** Runs a call inside act (the alert updates the UI kit's state) and gives how it settled. */
async function settle(call: () => Promise<unknown>): Promise<{ readonly value?: unknown; readonly error?: unknown }> {
  let outcome: { value?: unknown; error?: unknown } = {};
  await act(async () => {
    outcome = await call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  });
  return outcome;
}

describe('the admin-API helper (decision 025)', () => {
  test('a non-200 answer opens the alert with its message, and the call rejects with the answer', async () => {
    const admin = setup({ status: 500, body: { code: 50001, message: 'Plan not found' } });
    const { error } = await settle(() => admin.post('/api/mms/admin/v1/plans/disable', { id: 7 }));
    expect(error).toMatchObject({ code: 50001, message: 'Plan not found' });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Plan not found');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an answer without a message, and no answer at all, alert the translated word "Error"', async () => {
    for (const answer of [{ status: 502, body: {} }, 'unreachable'] as const) {
      const admin = setup(answer);
      expect((await settle(() => admin.get('/api/mms/admin/v1/plans'))).error).toBeDefined();
      const dialog = await screen.findByRole('dialog', { name: 'Notice' });
      expect(dialog).toHaveAccessibleDescription('Error');
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  test('a success resolves with the data and opens nothing', async () => {
    const admin = setup({ status: 200, body: { code: 0, message: 'ok', data: { plans: 3 } } });
    expect(await settle(() => admin.get('/api/mms/admin/v1/plans'))).toEqual({ value: { plans: 3 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('answerMessage', () => {
  test("is the answer's own message, never the client's placeholder or a transport message", () => {
    expect(answerMessage({ code: 40001, message: 'Bad plan id' })).toBe('Bad plan id');
    expect(answerMessage({ code: '403', message: 'Forbidden' })).toBe('Forbidden');
    expect(answerMessage({ code: 500, message: 'HTTP 500' })).toBeNull();
    expect(answerMessage({ code: 'ERR_NETWORK', message: 'Network Error' })).toBeNull();
    expect(answerMessage({ code: 500, message: '  ' })).toBeNull();
  });
});
