import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIES_ACCEPTED_KEY } from '@meridian/shared/analytics';
import { useBus } from '@meridian/shared/bus';
import { choosePopup, markClosed, segmentsFor, type PopupKind, type PromotionConfig } from '@meridian/shared/promotion';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { useShellRuntime } from './shell-runtime.ts';

/** True on a page whose route asks for no promotion popup (forms, account, checkout, payment results, the trial). */
function useQuietPage(): boolean {
  return useMatches().some((match) => isAreaRouteHandle(match.handle) && match.handle.quiet === true);
}

/**
 * True while the page shows a status screen (`.status-screen`: not found, unavailable, an error):
 * a loader's thrown 404 or a failed remote is in no route's handle, so the screen itself tells.
 */
const showsStatusScreen = () => document.querySelector('.status-screen') !== null;

/**
 * Where each popup's main button goes: the festival's sells the plan its text advertises (the best
 * value, which `/pricing/checkout` without an id sells, the plan of the pages' offer); the others
 * lead to the price list.
 */
const POPUP_TARGET: Readonly<Record<PopupKind, string>> = {
  festival: '/pricing/checkout',
  weekend: '/pricing',
  workday: '/pricing',
  'mobile-daily': '/pricing',
};

/**
 * Records on `<html data-popup>` what the popup decided for this page once the after-hydration
 * services have answered ('quiet', 'none' or the popup's kind), so a check for "no popup here"
 * waits for the decision instead of looking at one moment.
 */
const recordDecision = (decision: string) => document.documentElement.setAttribute('data-popup', decision);

/**
 * Time-based promotion popups (rules popup.weekend, popup.workday-popup, popup.mobile-daily): weekend (home, desktop, outside work days),
 * workday (desktop), mobile daily (mobile), festival (only one during a festival); each at
 * most once a day. The rules live in `@meridian/shared/promotion`. A popup never opens on a
 * quiet page or a status screen, never before the cookie banner is answered (the banner
 * comes first), and not on the page where it was answered: one interruption per page (rule popup.one-interruption).
 */
export function PromoPopup() {
  const runtime = useShellRuntime();
  const bus = useBus();
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const quiet = useQuietPage();
  const [popup, setPopup] = useState<{ kind: PopupKind; config: PromotionConfig | null } | null>(null);
  // Where the cookie banner was answered: null before this page was loaded, undefined not yet.
  const [answeredOn, setAnsweredOn] = useState<string | null | undefined>(() =>
    runtime?.storage.getItem(COOKIES_ACCEPTED_KEY) != null ? null : undefined,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const isHome = pathname === '/';
  const mayInterrupt = answeredOn === null || (answeredOn !== undefined && answeredOn !== pathname);

  useEffect(() => {
    const answered = () => setAnsweredOn(pathname);
    bus.on('consent:answered', answered);
    return () => bus.off('consent:answered', answered);
  }, [bus, pathname]);

  useEffect(() => {
    if (!runtime) return;
    document.documentElement.removeAttribute('data-popup');
    let cancelled = false;
    // Services that failed to load (a network error) count as a config that could not be had.
    void runtime.services
      .then(
        ({ promotion }) => promotion,
        () => null,
      )
      .then((config) => {
        if (cancelled) return;
        if (quiet || !mayInterrupt || showsStatusScreen()) {
          recordDecision(quiet || showsStatusScreen() ? 'quiet' : 'none');
          return;
        }
        const kind = choosePopup({ now: runtime.now(), isHome, isMobile: runtime.mobile.isMobile(), config, storage: runtime.storage });
        setPopup(kind ? { kind, config } : null);
        recordDecision(kind ?? 'none');
      });
    return () => {
      cancelled = true;
    };
  }, [runtime, isHome, quiet, mayInterrupt, pathname]);

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
        <Link className="button button--primary" to={POPUP_TARGET[popup.kind]} onClick={close}>
          {t(`popup.${key}.cta`)}
        </Link>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('popup.close')}
        </button>
      </div>
    </dialog>
  );
}
