import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@meridian/shared/session';
import { LoadingRegion, useDialogs, useToast } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { TextField } from '@meridian/shared/ui';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRemoteData } from '../../lib/use-remote-data.ts';
import { validateIp } from '@meridian/shared/validation';
import { bindIp, queryIps, removeIp, type IpBindings } from './ip-binding-api.ts';

const withoutIp = (ip: string) => (bindings: IpBindings): IpBindings => ({ ...bindings, ips: bindings.ips.filter((item) => item.ip !== ip) });

/** The addresses bound to the account: a form to bind one (or the current one) and a remove button each. */
export function IpBindingCard() {
  const { t, i18n } = useTranslation('myaccount');
  const http = useHttp();
  const toast = useToast();
  const dialogs = useDialogs();
  const load = useCallback(() => queryIps(http, Date.now()), [http]);
  const { state, reload, update } = useRemoteData(load);
  const form = useForm({ ip: '' });
  const [removing, setRemoving] = useState<string | null>(null);
  const id = useId();
  const ids = { ip: `${id}-ip` };
  const max = state.status === 'ready' ? state.data.max : undefined;

  async function bind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const ip = form.values.ip.trim();
    const error = validateIp(ip);
    if (error) return form.fail({ ip: error });
    form.clearErrors();
    form.setBusy(true);
    try {
      const bound = await bindIp(http, ip);
      update((bindings) => (bindings.ips.some((item) => item.ip === bound.ip) ? bindings : { ...bindings, ips: [...bindings.ips, bound] }));
      form.setValues({ ip: '' });
      toast.success(t('ip.bound', { ip: bound.ip }));
    } catch (failure) {
      const code = apiCodeOf(failure);
      if (code === API_CODE.tooManyBoundIps) form.fail({}, t('ip.tooMany', { max: String(max ?? '') }));
      else if (code === API_CODE.validation) form.fail({ ip: 'ipInvalid' });
      else form.fail({}, failureText(t, commonFailureOf(failure)));
    } finally {
      form.setBusy(false);
    }
  }

  async function remove(ip: string) {
    const confirmed = await dialogs.confirm({ message: t('ip.confirm', { ip }), confirmLabel: t('ip.remove') });
    if (!confirmed) return;
    setRemoving(ip);
    try {
      await removeIp(http, ip);
      update(withoutIp(ip));
      toast.success(t('ip.removed', { ip }));
    } catch (error) {
      if (apiCodeOf(error) === API_CODE.notFound) {
        update(withoutIp(ip));
        toast.warn(t('ip.gone'));
      } else {
        toast.error(failureText(t, commonFailureOf(error)));
      }
    } finally {
      setRemoving(null);
    }
  }

  return (
    <AccountCard id="ip-binding" title={t('sections.ipBinding')} wide>
      <p className="account-card__intro">{t('ip.intro')}</p>
      <LoadingRegion loading={state.status === 'loading' || removing !== null}>
        {state.status === 'failed' ? <LoadFailed message={t('ip.loadFailed')} retryLabel={t('retry')} onRetry={reload} /> : null}
        {state.status === 'ready' ? (
          <>
            <p className="account-card__meta">{t('ip.usage', { used: String(state.data.ips.length), max: String(state.data.max) })}</p>
            {state.data.ips.length === 0 ? <p className="account-card__empty">{t('ip.empty')}</p> : null}
            {state.data.ips.length > 0 ? (
              <ul className="item-list">
                {state.data.ips.map((item) => (
                  <li className="item-list__item" key={item.ip}>
                    <div className="item-list__text">
                      <span className="item-list__title item-list__title--code" dir="ltr">
                        {item.ip}
                      </span>
                      {item.createdAt !== undefined ? (
                        <span className="item-list__meta">{t('ip.boundOn', { date: formatDate(item.createdAt, i18n.language) })}</span>
                      ) : null}
                    </div>
                    <button
                      className="button button--ghost button--small"
                      type="button"
                      disabled={removing === item.ip}
                      aria-label={t('ip.removeLabel', { ip: item.ip })}
                      onClick={() => void remove(item.ip)}
                    >
                      {t('ip.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </LoadingRegion>
      {state.status === 'ready' ? (
        <LoadingRegion loading={form.busy}>
          <form className="account-form account-form--inline" noValidate onSubmit={bind} aria-label={t('ip.bind')}>
            <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />
            <TextField
              id={ids.ip}
              name="ip"
              label={t('ip.label')}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              value={form.values.ip}
              onValue={(value) => form.setValue('ip', value)}
              error={fieldErrorText(t, form.errors.ip)}
            />
            <div className="account-form__actions">
              <button className="button button--primary" type="submit">
                {t('ip.bind')}
              </button>
              {state.data.currentIp ? (
                <button className="button button--ghost" type="button" onClick={() => form.setValue('ip', state.data.currentIp ?? '')}>
                  {t('ip.useCurrent', { ip: state.data.currentIp })}
                </button>
              ) : null}
            </div>
          </form>
        </LoadingRegion>
      ) : null}
    </AccountCard>
  );
}
