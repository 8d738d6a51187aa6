import { purchaseResultPath } from './paths.ts';

test('ps, rz, tpa and so have their own result call; pd and s1 use the gateway’s', () => {
  expect(purchaseResultPath('ps')).toBe('/api/mms/payment/v1/providers/ps/purchase_result');
  expect(purchaseResultPath('so')).toBe('/api/mms/payment/v1/providers/so/purchase_result');
  expect(purchaseResultPath('pd')).toBe('/api/mms/payment/v1/providers/gap/purchase_result');
  expect(purchaseResultPath('s1')).toBe('/api/mms/payment/v1/providers/gap/purchase_result');
});
