import { captchaScriptUrl, loadCaptchaScript, readGrecaptcha } from './captcha-script.ts';

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(window, 'grecaptcha');
});

test('serves the script from the API base', () => {
  expect(captchaScriptUrl('http://127.0.0.1:3100/')).toBe('http://127.0.0.1:3100/captcha/local.js');
});

test('adds the script once, for absolute and relative addresses alike', () => {
  const first = loadCaptchaScript(document, 'http://api.test/captcha/local.js');
  expect(loadCaptchaScript(document, 'http://api.test/captcha/local.js')).toBe(first);
  const relative = loadCaptchaScript(document, '/captcha/local.js');
  expect(loadCaptchaScript(document, '/captcha/local.js')).toBe(relative);
  expect(document.scripts).toHaveLength(2);
  expect(first.async).toBe(true);
});

test('sees grecaptcha only once it offers the v2 calls', () => {
  expect(readGrecaptcha(window)).toBeUndefined();
  Reflect.set(window, 'grecaptcha', { ready: () => {} });
  expect(readGrecaptcha(window)).toBeUndefined();
  const calls: unknown[] = [];
  Reflect.set(window, 'grecaptcha', {
    render: (...args: unknown[]) => calls.push(args) - 1,
    getResponse: (id: number) => `token-${id}`,
    reset: () => {},
  });
  const api = readGrecaptcha(window);
  expect(api?.render(document.createElement('div'), { sitekey: 'local' })).toBe(0);
  expect(api?.getResponse(0)).toBe('token-0');
});
