/**
 * The event bus between the host and the remotes (docs/architecture.md, "The event bus and
 * singletons"): a typed mitt emitter. The event names and payloads below are the contract;
 * a change that breaks them bumps this package's major version.
 */
import { createContext, useContext } from 'react';
import mitt, { type Emitter } from 'mitt';
import type { RouteLocale } from '../i18n/locales.ts';

/** Kinds of toast (rule shell.ui-kit: success, warn, error). */
export type ToastType = 'success' | 'warn' | 'error';

/** Events and their payloads. */
export type BusEvents = {
  /** The signed-in user changed; null after logout. */
  'user:changed': { readonly userId: string; readonly email: string } | null;
  /** The page language changed (a full load follows; listeners may persist state first). */
  'locale:changed': { readonly locale: RouteLocale };
  /** Show a toast for 6000 ms (rule shell.ui-kit). */
  'toast:show': { readonly type: ToastType; readonly message: string };
  /** Open a modal dialog. */
  'modal:open': {
    readonly kind: 'alert' | 'confirm';
    readonly message: string;
    readonly confirmLabel?: string;
    readonly cancelLabel?: string;
  };
  /** Send an analytics event (rule analytics.event). */
  'analytics:track': { readonly eventName: string; readonly params?: Readonly<Record<string, string | number>> };
  /** A promotion popup was closed (rule popup.once-a-day). */
  'popup:closed': { readonly popup: 'weekend' | 'workday' | 'mobile-daily' | 'festival' };
  /** The visitor answered the cookie banner (rule analytics.consent); promotion popups wait for it (rule popup.one-interruption). */
  'consent:answered': { readonly accepted: boolean };
};

/** The bus type shared by host and remotes. */
export type Bus = Emitter<BusEvents>;

/** Creates a bus: one per page in the browser, one per request on the server. */
export function createBus(): Bus {
  return mitt<BusEvents>();
}

/** The page's (browser) or request's (server) bus, provided by the host. */
export const BusContext = createContext<Bus | null>(null);

/** The bus of the current page; throws when rendered outside the host's provider (a wiring error). */
export function useBus(): Bus {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus: no BusContext provider (the host provides one per page and per request)');
  return bus;
}
