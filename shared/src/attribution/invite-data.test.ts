import { readInviteData } from './invite-data.ts';

test('makes invite type 30001 with the uid as code when from=invite', () => {
  expect(readInviteData('?from=invite&uid=u-77')).toEqual({ invite_type: 30001, invite_code: 'u-77' });
  expect(readInviteData(new URLSearchParams('uid=u-1&from=invite'))).toEqual({ invite_type: 30001, invite_code: 'u-1' });
});

test('gives null for other sources or without a uid', () => {
  expect(readInviteData('?from=ads&uid=u-77')).toBeNull();
  expect(readInviteData('?uid=u-77')).toBeNull();
  expect(readInviteData('?from=invite')).toBeNull();
  expect(readInviteData('?from=invite&uid=')).toBeNull();
});
