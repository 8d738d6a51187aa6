import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBus } from '@meridian/shared/bus';
import { choosePopup, markClosed, type PopupKind, type PromotionConfig } from '@meridian/shared/promotion';
import { useShellRuntime } from './shell-runtime.ts';

/**
 * Time-based promotion popups (spec section 2): weekend (home, desktop, outside work days),
 * workday (desktop), mobile daily (mobile), festival (only one during a festival); each at
 * most once a day. The rules live in `@meridian/shared/promotion`.
 */
export function PromoPopup() {
  const runtime = useShellRuntime();
  const bus = useBus();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [popup, setPopup] = useState<{ kind: PopupKind; config: PromotionConfig | null } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const isHome = pathname === '/';

  useEffect(() => {
    if (!runtime) return;
    let cancelled = false;
    void runtime.promotion.then((config) => {
      if (cancelled) return;
      const kind = choosePopup({ now: runtime.now(), isHome, isMobile: runtime.mobile.isMobile(), config, storage: runtime.storage });
      setPopup(kind ? { kind, config } : null);
    });
    return () => {
      cancelled = true;
    };
  }, [runtime, isHome]);

  useEffect(() => {
    if (popup && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [popup]);

  if (!runtime || !popup) return null;
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
      {popup.kind === 'festival' && popup.config?.segments.length ? (
        <p className="promo__text">
          {popup.config.segments.map((segment, index) => (
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
