/**
 * Test helper (not shipped, imported by tests only): a `window.grecaptcha` that behaves like the
 * API's local script (api/src/captcha/local-script.ts): render() adds an "I'm not a robot"
 * checkbox whose tick makes a token and calls `callback`, getResponse() gives it, reset() clears it.
 */

/** The installed fake: tokens it gave out, and how often it was reset. */
export interface FakeCaptcha {
  readonly issued: string[];
  resets: number;
  uninstall(): void;
}

interface RenderParams {
  readonly callback?: (token: string) => void;
  readonly 'expired-callback'?: () => void;
}

/** Puts the fake on `window` (call before rendering the login form). */
export function installFakeCaptcha(): FakeCaptcha {
  const widgets: { token: string; box: HTMLInputElement }[] = [];
  const fake: FakeCaptcha = {
    issued: [],
    resets: 0,
    uninstall: () => {
      Reflect.deleteProperty(window, 'grecaptcha');
    },
  };
  const widget = (id?: number) => widgets[id ?? 0];
  Reflect.set(window, 'grecaptcha', {
    render(container: HTMLElement, params: RenderParams = {}) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, " I'm not a robot");
      container.append(label);
      const state = { token: '', box };
      box.addEventListener('change', () => {
        state.token = box.checked ? `captcha-token-${fake.issued.length + 1}` : '';
        if (state.token) {
          fake.issued.push(state.token);
          params.callback?.(state.token);
        } else {
          params['expired-callback']?.();
        }
      });
      return widgets.push(state) - 1;
    },
    getResponse: (id?: number) => widget(id)?.token ?? '',
    reset(id?: number) {
      const state = widget(id);
      fake.resets += 1;
      if (!state) return;
      state.token = '';
      state.box.checked = false;
    },
  });
  return fake;
}
