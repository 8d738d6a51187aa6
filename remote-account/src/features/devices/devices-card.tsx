import type { FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys, TFunction } from 'i18next';
import { useDialogs } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { DeferredSection } from '../../components/deferred-section.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { FormNotice } from '../../components/form-notice.tsx';
import { problemText } from '../../components/form-text.ts';
import { formatDate } from '../../lib/format.ts';
import type { Loaded } from '../../lib/loaded.ts';
import { useDone } from '../../lib/done-notice.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { appLabel, appTypeOf } from './app-types.ts';
import { DEVICES_SECTION, UNBIND_INTENT } from './device-actions.ts';
import { deviceKey, type Device } from './devices-api.ts';

const NOTICES: Readonly<Record<string, ParseKeys<'myaccount'>>> = { 'device-unbound': 'devices.unbound', 'device-gone': 'devices.gone' };

/** The device's platform as visitors know it ("Android", "Web browser"). */
function platformName(t: TFunction<'myaccount'>, device: Device): string {
  const label = appLabel(device.appType);
  if (label) return label;
  return appTypeOf(device.appType)?.platform === 'Web' ? t('devices.web') : t('devices.otherApp');
}

/** How a device is named in texts: its name, else its platform. */
function deviceTitle(t: TFunction<'myaccount'>, device: Device): string {
  return device.deviceName || platformName(t, device);
}

function DeviceList({ devices }: { readonly devices: readonly Device[] }) {
  const { t, i18n } = useTranslation('myaccount');
  const dialogs = useDialogs();
  const submit = useSubmit();
  // With JavaScript an unbind is confirmed first; without it the button posts at once.
  async function confirmUnbind(event: FormEvent<HTMLFormElement>, device: Device) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await dialogs.confirm({ message: t('devices.confirm', { device: deviceTitle(t, device) }), confirmLabel: t('devices.unbind') }))
      await submit(form);
  }
  if (devices.length === 0) return <p className="account-card__empty">{t('devices.empty')}</p>;
  return (
    <ul className="item-list">
      {devices.map((device) => (
        <li className="item-list__item" key={deviceKey(device)}>
          <div className="item-list__text">
            <span className="item-list__title">{deviceTitle(t, device)}</span>
            {device.deviceName ? <span className="item-list__meta">{platformName(t, device)}</span> : null}
            {device.lastSeenAt !== undefined ? (
              <span className="item-list__meta">
                {t('devices.lastSeen', { date: formatDate(device.lastSeenAt, i18n.language, 'medium') })}
              </span>
            ) : null}
          </div>
          <Form method="post" action="." onSubmit={(event) => void confirmUnbind(event, device)}>
            <input type="hidden" name={INTENT_FIELD} value={UNBIND_INTENT} />
            <input type="hidden" name="app_type" value={device.appType} />
            <input type="hidden" name="user_id" value={device.userId} />
            <button
              className="button button--ghost button--small"
              type="submit"
              aria-label={t('devices.unbindLabel', { device: deviceTitle(t, device) })}
            >
              {t('devices.unbind')}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The devices bound to the account (deferred data), each with an unbind form. */
export function DevicesCard({ devices }: { readonly devices: Promise<Loaded<Device[]>> | Loaded<Device[]> }) {
  const { t } = useTranslation('myaccount');
  const done = useDone();
  const notice = done ? NOTICES[done] : undefined;
  const { failure } = useFormResult(UNBIND_INTENT);
  return (
    <AccountCard id={DEVICES_SECTION} title={t('sections.devices')} wide>
      <p className="account-card__intro">{t('devices.intro')}</p>
      {notice ? <FormNotice>{t(notice)}</FormNotice> : null}
      {failure?.problem ? (
        <ErrorSummary title={t('form.summary')} items={[{ message: problemText(t, failure.problem) }]} focusKey={failure} />
      ) : null}
      <DeferredSection data={devices} loadingLabel={t('devices.loading')} failedMessage={t('devices.loadFailed')} retryLabel={t('retry')}>
        {(loaded) => <DeviceList devices={loaded} />}
      </DeferredSection>
    </AccountCard>
  );
}
