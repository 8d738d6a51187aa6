import { APP_TYPES as API_APP_TYPES } from '../../../../api/src/accounts/app-types.ts';
import { APP_TYPES, appLabel, appTypeOf } from './app-types.ts';

test('lists exactly the product names of spec section 3, as the API does', () => {
  const ours = Object.fromEntries([...APP_TYPES.values()].map((app) => [app.id, app.product]));
  expect(ours).toEqual(API_APP_TYPES);
});

test('shows friendly names', () => {
  expect(appTypeOf(1)).toMatchObject({ product: 'iOS_Master', platform: 'iOS', label: 'iOS · Master' });
  expect(appLabel(102)).toBe('Android · Master Pro');
  expect(appLabel(108)).toBe('Android TV');
  expect(appLabel(501)).toBe('Web · Master');
});

test('falls back to the API name, then the id, for an unknown app', () => {
  expect(appLabel(999, 'Future_App')).toBe('Future_App');
  expect(appLabel(999, 'unknown')).toBe('#999');
  expect(appLabel(999)).toBe('#999');
});
