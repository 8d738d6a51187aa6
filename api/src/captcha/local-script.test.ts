/** @jest-environment jsdom */
/// <reference lib="dom" />
import { localCaptchaScript } from './local-script.ts';

function renderWidget(lang: string): string {
  document.documentElement.lang = lang;
  document.body.innerHTML = '<div id="captcha"></div>';
  // The script reads the page the way Google's does; it is evaluated as the browser would.
  new Function(localCaptchaScript(120))();
  (window as unknown as { grecaptcha: { render(id: string, params: object): number } }).grecaptcha.render('captcha', {});
  return document.querySelector('[data-captcha="local"]')?.textContent?.trim() ?? '';
}

test('labels the checkbox in the page language, English for a language it does not know', () => {
  expect(renderWidget('de-DE')).toBe('Ich bin kein Roboter');
  expect(renderWidget('ja-JP')).toBe('私はロボットではありません');
  expect(renderWidget('ar')).toBe('أنا لست برنامج روبوت');
  expect(renderWidget('en-US')).toBe("I'm not a robot");
  expect(renderWidget('sv-SE')).toBe("I'm not a robot");
});
