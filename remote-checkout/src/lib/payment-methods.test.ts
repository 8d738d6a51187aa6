import { PAYMENT_PROVIDERS } from '@meridian/shared/api-contract';
import { PAYMENT_METHODS, methodById, methodOfProvider, needsCaptcha, offeredMethods } from './payment-methods.ts';

const params = (enabled: readonly string[]) => ({
  providers: ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so'].map((id) => ({ id, enabled: enabled.includes(id) })),
});

test('every provider that takes payments has exactly one method, and no method id is a provider code', () => {
  expect(PAYMENT_METHODS.map((method) => method.provider).sort()).toEqual([...PAYMENT_PROVIDERS].sort());
  for (const method of PAYMENT_METHODS) expect(PAYMENT_PROVIDERS as readonly string[]).not.toContain(method.id);
});

test('offers the methods of enabled providers in display order, and every method when the params are unknown', () => {
  expect(offeredMethods(params(['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so']))).toEqual([
    'card',
    'paypal',
    'apple-pay',
    'google-pay',
    'local',
    'crypto',
  ]);
  expect(offeredMethods(params(['so', 'ps']))).toEqual(['paypal', 'google-pay']);
  expect(offeredMethods({ providers: [] })).toEqual([]);
  expect(offeredMethods(null)).toHaveLength(PAYMENT_METHODS.length);
});

test('maps posted ids and stored provider codes to methods; only the card needs a captcha', () => {
  expect(methodById('paypal')?.provider).toBe('ps');
  expect(methodById('ps')).toBeUndefined();
  expect(methodOfProvider('s1')?.id).toBe('card');
  expect(methodOfProvider('gap')).toBeUndefined();
  expect(PAYMENT_METHODS.filter(needsCaptcha).map((method) => method.id)).toEqual(['card']);
});
