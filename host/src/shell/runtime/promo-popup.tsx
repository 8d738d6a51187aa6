import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIES_ACCEPTED_KEY } from '@meridian/shared/analytics';
import { useBus } from '@meridian/shared/bus';
import { choosePopup, markClosed, segmentsFor, type PopupKind, type PromotionConfig } from '@meridian/shared/promotion';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { useShellRuntime } from './shell-runtime.ts';

/** True on a page whose route asks for no promotion popup (forms, account, checkout, payment results). */
function useQuietPage(): boolean {
  return useMatches().some((match) => isAreaRouteHandle(match.handle) && match.handle.quiet === true);
}

/**
 * Time-based promotion popups (spec section 2): weekend (home, desktop, outside work days),
 * workday (desktop), mobile daily (mobile), festival (only one during a festival); each at
 * most once a day. The rules live in `@meridian/shared/promotion`. A popup never opens on a
 * quiet page, and never before the cookie banner is answered (issue 11: the banner comes first).
 */
export function PromoPopup() {
  const runtime = useShellRuntime();
  const bus = useBus();
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const quiet = useQuietPage();
  const [popup, setPopup] = useState<{ kind: PopupKind; config: PromotionConfig | null } | null>(null);
  const [consentAnswered, setConsentAnswered] = useState(() => runtime?.storage.getItem(COOKIES_ACCEPTED_KEY) != null);
  const dialog = useRef<HTMLDialogElement>(null);
  const isHome = pathname === '/';

  useEffect(() => {
    const answered = () => setConsentAnswered(true);
    bus.on('consent:answered', answered);
    return () => bus.off('consent:answered', answered);
  }, [bus]);

  useEffect(() => {
    if (!runtime || quiet || !consentAnswered) return;
    let cancelled = false;
    // Services that failed to load (a network error) count as a config that could not be had.
    void runtime.services
      .then(
        ({ promotion }) => promotion,
        () => null,
      )
      .then((config) => {
        if (cancelled) return;
        const kind = choosePopup({ now: runtime.now(), isHome, isMobile: runtime.mobile.isMobile(), config, storage: runtime.storage });
        setPopup(kind ? { kind, config } : null);
      });
    return () => {
      cancelled = true;
    };
  }, [runtime, isHome, quiet, consentAnswered]);

  // Leaving for a quiet page (say, the checkout the popup links to) hides an open popup without marking it closed.
  useEffect(() => {
    if (quiet && dialog.current?.open) dialog.current.close();
  }, [quiet]);

  useEffect(() => {
    if (popup && !quiet && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [popup, quiet]);

  if (!runtime || !popup || quiet) return null;
  const close = () => {
    markClosed(popup.kind, runtime.now(), runtime.storage);
    bus.emit('popup:closed', { popup: popup.kind });
    dialog.current?.close();
    setPopup(null);
  };
  const key = popup.kind === 'mobile-daily' ? 'mobile' : popup.kind;
  return (
    <dialog ref={dialog} className={`promo promo--${popup.kind}`} aria-labelledby="promo-title" onCancel={close}>
      <h2 id="promo-title" className="promo__title">
        {t(`popup.${key}.title`)}
      </h2>
      {popup.kind === 'festival' && popup.config && segmentsFor(popup.config, i18n.language).length > 0 ? (
        <p className="promo__text">
          {segmentsFor(popup.config, i18n.language).map((segment, index) => (
            <span key={index} style={{ color: segment.color }}>
              {segment.text}
            </span>
          ))}
        </p>
      ) : (
        <p className="promo__text">{t(`popup.${key}.text`)}</p>
      )}
      <div className="promo__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          {t('popup.close')}
        </button>
        <Link className="button button--primary" to="/pricing" onClick={close}>
          {t(`popup.${key}.cta`)}
        </Link>
      </div>
    </dialog>
  );
}
