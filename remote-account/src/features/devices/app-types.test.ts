import { APP_TYPES as API_APP_TYPES } from 'api/src/accounts/app-types.ts';
import { APP_TYPES, appLabel, appTypeOf } from './app-types.ts';

test('lists exactly the product names of rule site.apps, as the API does', () => {
  const ours = Object.fromEntries([...APP_TYPES.values()].map((app) => [app.id, app.product]));
  expect(ours).toEqual(API_APP_TYPES);
});

test('shows platforms, never product editions or ids', () => {
  expect(appTypeOf(1)).toMatchObject({ product: 'iOS_Master', platform: 'iOS', label: 'iOS' });
  expect(appLabel(102)).toBe('Android');
  expect(appLabel(108)).toBe('Android TV');
  expect(appLabel(402)).toBe('Windows');
  for (const app of APP_TYPES.values())
    expect(app.label ?? '').not.toMatch(/Master|Turbo|Snap|Robot|Hot|Monster|Sofast|Pro|Lite|SuperNet|SDK|\d/);
});

test('leaves web apps and unknown ids to the page to name', () => {
  expect(appLabel(501)).toBeNull();
  expect(appLabel(999)).toBeNull();
});
