import { createMemoryStorage } from '../runtime/ports.ts';
import { readSessionMarks, storedInvite, storeSessionMarks } from './session-marks.ts';

const land = (query: string, session = createMemoryStorage()) => ({
  written: storeSessionMarks(new URLSearchParams(query), session),
  session,
});

describe('utm_tags: this visit’s campaign as one object', () => {
  test('keeps every non-empty utm_* parameter of a landing address with utm_source', () => {
    const { session, written } = land('utm_source=news&utm_medium=mail&utm_term=&utm_id=42&ref=x');
    expect(written).toEqual(['utm_tags']);
    expect(readSessionMarks(session).utmTags).toEqual({ utm_source: 'news', utm_medium: 'mail', utm_id: '42' });
  });

  test('is replaced by the next campaign only, as the campaign cookies are', () => {
    const { session } = land('utm_source=news&utm_campaign=spring');
    land('utm_medium=cpc', session);
    expect(readSessionMarks(session).utmTags).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    land('utm_source=ads', session);
    expect(readSessionMarks(session).utmTags).toEqual({ utm_source: 'ads' });
  });

  test('a crafted link cannot fill the storage, nor make the events api refuse a batch: long values dropped, 1000 characters at most', () => {
    const many = Array.from({ length: 40 }, (_, i) => `utm_x${i}=${'v'.repeat(60)}`).join('&');
    const { session } = land(`utm_content=${'a'.repeat(500)}&${many}&utm_source=news`);
    const tags = readSessionMarks(session).utmTags ?? {};
    expect(tags.utm_content).toBeUndefined();
    expect(tags.utm_source).toBe('news');
    expect(Object.keys(tags).length).toBeGreaterThan(5);
    expect(session.getItem('utm_tags')?.length).toBeLessThanOrEqual(1000);
  });
});

describe('iv_user_id and iv_sim_country: the invite of an invite link', () => {
  test('keeps the inviter and the SIM country, upper-cased, for the session', () => {
    const { session, written } = land('from=invite&uid=u-77&sim_country=br');
    expect(written).toEqual(['iv_user_id', 'iv_sim_country']);
    expect(readSessionMarks(session)).toMatchObject({ inviterId: 'u-77', inviterSimCountry: 'BR' });
    expect(storedInvite(session)).toEqual({ invite_type: 30001, invite_code: 'u-77' });
  });

  test('needs from=invite; a SIM country that is no two-letter code is not kept', () => {
    expect(land('uid=u-77&sim_country=BR').written).toEqual([]);
    const { session } = land('from=invite&uid=u-1&sim_country=BR');
    land('from=invite&uid=u-2&sim_country=Brazil', session);
    expect(readSessionMarks(session)).toMatchObject({ inviterId: 'u-2', inviterSimCountry: null });
  });
});

test('values this module did not write read as absent', () => {
  const session = createMemoryStorage();
  session.setItem('utm_tags', '{not json');
  session.setItem('iv_sim_country', 'brazil');
  expect(readSessionMarks(session)).toEqual({ utmTags: null, inviterId: null, inviterSimCountry: null });
  session.setItem('utm_tags', JSON.stringify(['utm_source']));
  expect(readSessionMarks(session).utmTags).toBeNull();
  expect(storedInvite(session)).toBeNull();
});
