import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@meridian/shared/session';
import { LoadingRegion, useDialogs, useToast } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { failureText } from '../../components/form-text.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useRemoteData } from '../../lib/use-remote-data.ts';
import { appLabel } from './app-types.ts';
import { deviceKey, fetchDevices, unbindDevice, type Device } from './devices-api.ts';

/** How a device is named in texts: its name, else its app. */
function deviceTitle(device: Device): string {
  return device.deviceName || appLabel(device.appType, device.appName);
}

/** The devices bound to the account, each with an unbind button (after a confirm dialog). */
export function DevicesCard() {
  const { t, i18n } = useTranslation('myaccount');
  const http = useHttp();
  const toast = useToast();
  const dialogs = useDialogs();
  const load = useCallback(() => fetchDevices(http), [http]);
  const { state, reload, update } = useRemoteData(load);
  const [pending, setPending] = useState<string | null>(null);

  async function unbind(device: Device) {
    const name = deviceTitle(device);
    const confirmed = await dialogs.confirm({ message: t('devices.confirm', { device: name }), confirmLabel: t('devices.unbind') });
    if (!confirmed) return;
    const key = deviceKey(device);
    setPending(key);
    try {
      await unbindDevice(http, device);
      toast.success(t('devices.unbound', { device: name }));
      update((devices) => devices.filter((item) => deviceKey(item) !== key));
    } catch (error) {
      if (apiCodeOf(error) === API_CODE.notFound) {
        toast.warn(t('devices.gone'));
        update((devices) => devices.filter((item) => deviceKey(item) !== key));
      } else {
        toast.error(failureText(t, commonFailureOf(error)));
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <AccountCard id="devices" title={t('sections.devices')} wide>
      <p className="account-card__intro">{t('devices.intro')}</p>
      <LoadingRegion loading={state.status === 'loading' || pending !== null}>
        {state.status === 'failed' ? <LoadFailed message={t('devices.loadFailed')} retryLabel={t('retry')} onRetry={reload} /> : null}
        {state.status === 'ready' && state.data.length === 0 ? <p className="account-card__empty">{t('devices.empty')}</p> : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <ul className="item-list">
            {state.data.map((device) => (
              <li className="item-list__item" key={deviceKey(device)}>
                <div className="item-list__text">
                  <span className="item-list__title">{appLabel(device.appType, device.appName)}</span>
                  {device.deviceName ? <span className="item-list__meta">{device.deviceName}</span> : null}
                  {device.lastSeenAt !== undefined ? (
                    <span className="item-list__meta">{t('devices.lastSeen', { date: formatDate(device.lastSeenAt, i18n.language) })}</span>
                  ) : null}
                </div>
                <button
                  className="button button--ghost button--small"
                  type="button"
                  disabled={pending === deviceKey(device)}
                  aria-label={t('devices.unbindLabel', { device: deviceTitle(device) })}
                  onClick={() => void unbind(device)}
                >
                  {t('devices.unbind')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </LoadingRegion>
    </AccountCard>
  );
}
