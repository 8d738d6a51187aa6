import type { ParseKeys } from 'i18next';
import { useId, type FormEvent } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, TextField, useDialogs } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { DeferredSection } from '../../components/deferred-section.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { FormNotice } from '../../components/form-notice.tsx';
import { fieldErrorText, problemText, summaryItems } from '../../components/form-text.ts';
import { formatDate } from '../../lib/format.ts';
import type { Loaded } from '../../lib/loaded.ts';
import { useDone } from '../../lib/done-notice.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { CURRENT_IP_FIELD, IP_INTENT, IP_SECTION } from './ip-actions.ts';
import type { IpBindings } from './ip-binding-api.ts';

const NOTICES: Readonly<Record<string, ParseKeys<'myaccount'>>> = {
  'ip-bound': 'ip.bound',
  'ip-removed': 'ip.removed',
  'ip-gone': 'ip.gone',
};

function BoundList({ bindings }: { readonly bindings: IpBindings }) {
  const { t, i18n } = useTranslation('myaccount');
  const dialogs = useDialogs();
  const submit = useSubmit();
  // With JavaScript a removal is confirmed first; without it the button posts at once.
  async function confirmRemoval(event: FormEvent<HTMLFormElement>, ip: string) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await dialogs.confirm({ message: t('ip.confirm', { ip }), confirmLabel: t('ip.remove') })) await submit(form);
  }
  if (bindings.ips.length === 0) return <p className="account-card__empty">{t('ip.empty')}</p>;
  return (
    <ul className="item-list">
      {bindings.ips.map((item) => (
        <li className="item-list__item" key={item.ip}>
          <div className="item-list__text">
            <span className="item-list__title item-list__title--code" dir="ltr">
              {item.ip}
            </span>
            {item.createdAt !== undefined ? (
              <span className="item-list__meta">{t('ip.boundOn', { date: formatDate(item.createdAt, i18n.language, 'medium') })}</span>
            ) : null}
          </div>
          <Form method="post" action="." onSubmit={(event) => void confirmRemoval(event, item.ip)}>
            <input type="hidden" name={INTENT_FIELD} value={IP_INTENT.remove} />
            <input type="hidden" name="ip" value={item.ip} />
            <button className="button button--ghost button--small" type="submit" aria-label={t('ip.removeLabel', { ip: item.ip })}>
              {t('ip.remove')}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function BindForm({ bindings }: { readonly bindings: IpBindings }) {
  const { t } = useTranslation('myaccount');
  const { key } = useLocation();
  const { failure, busy } = useFormResult<'ip'>(IP_INTENT.bind);
  const id = useId();
  const ids = { ip: `${id}-ip` };
  const problem = failure?.problem ? { key: failure.problem.key, values: { count: bindings.max } } : null;
  return (
    <LoadingRegion loading={busy}>
      <Form method="post" action="." className="account-form account-form--inline" noValidate aria-label={t('ip.bind')} key={key}>
        <input type="hidden" name={INTENT_FIELD} value={IP_INTENT.bind} />
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, failure?.errors ?? {}, ids, problem)}
          focusKey={failure ?? undefined}
        />
        <TextField
          id={ids.ip}
          name="ip"
          label={t('ip.label')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          defaultValue={failure?.values.ip ?? ''}
          error={fieldErrorText(t, failure?.errors.ip)}
        />
        <div className="account-form__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('ip.bind')}
          </button>
          {bindings.currentIp && !bindings.ips.some((item) => item.ip === bindings.currentIp) ? (
            <button className="button button--ghost" type="submit" name={CURRENT_IP_FIELD} value={bindings.currentIp} disabled={busy}>
              {t('ip.bindCurrent', { ip: bindings.currentIp })}
            </button>
          ) : null}
        </div>
      </Form>
    </LoadingRegion>
  );
}

/** The addresses bound to the account (deferred data): remove each, bind another or the current one. */
export function IpBindingCard({ bindings }: { readonly bindings: Promise<Loaded<IpBindings>> | Loaded<IpBindings> }) {
  const { t } = useTranslation('myaccount');
  const done = useDone();
  const notice = done ? NOTICES[done] : undefined;
  const removal = useFormResult(IP_INTENT.remove);
  return (
    <AccountCard id={IP_SECTION} title={t('sections.ipBinding')} wide>
      <p className="account-card__intro">{t('ip.intro')}</p>
      {notice ? <FormNotice>{t(notice)}</FormNotice> : null}
      {removal.failure?.problem ? (
        <ErrorSummary title={t('form.summary')} items={[{ message: problemText(t, removal.failure.problem) }]} focusKey={removal.failure} />
      ) : null}
      <DeferredSection data={bindings} loadingLabel={t('ip.loading')} failedMessage={t('ip.loadFailed')} retryLabel={t('retry')}>
        {(loaded) => (
          <>
            <p className="account-card__meta">{t('ip.usage', { used: String(loaded.ips.length), count: loaded.max })}</p>
            <BoundList bindings={loaded} />
            <BindForm bindings={loaded} />
          </>
        )}
      </DeferredSection>
    </AccountCard>
  );
}
