import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@meridian/shared/ui';

/**
 * Lets the HTTP client (outside React) ask the logged-out question (rule account.logged-out) through the
 * UI kit's confirm dialog, and tells the page runtime when the page has hydrated (its effect runs
 * after the hydration commit), so the first API calls wait until then.
 */
export function DialogsBridge({
  attach,
  hydrated,
}: {
  readonly attach: (confirm: (message: string) => Promise<boolean>) => void;
  readonly hydrated: () => void;
}) {
  const dialogs = useDialogs();
  const { t } = useTranslation('common');
  useEffect(() => {
    attach(() => dialogs.confirm({ message: t('session.loggedOut'), confirmLabel: t('session.logIn'), cancelLabel: t('session.stay') }));
  }, [attach, dialogs, t]);
  useEffect(() => {
    hydrated();
  }, [hydrated]);
  return null;
}
