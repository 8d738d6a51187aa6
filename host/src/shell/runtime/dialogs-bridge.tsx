import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@meridian/shared/ui';

/** Lets the HTTP client (outside React) ask the logged-out question of spec section 8 through the UI kit's confirm dialog. */
export function DialogsBridge({ attach }: { readonly attach: (confirm: (message: string) => Promise<boolean>) => void }) {
  const dialogs = useDialogs();
  const { t } = useTranslation('common');
  useEffect(() => {
    attach(() => dialogs.confirm({ message: t('session.loggedOut'), confirmLabel: t('session.logIn'), cancelLabel: t('session.stay') }));
  }, [attach, dialogs, t]);
  return null;
}
