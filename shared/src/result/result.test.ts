import { apiError, ok, refusalBody } from './result.ts';

test('a refusal carries only the parts it was given', () => {
  expect(apiError(404, 'not-found', 'no such version')).toStrictEqual({
    ok: false,
    error: { status: 404, code: 'not-found', message: 'no such version' },
  });
  expect(apiError(429, 429, 'too many requests; retry in 3 s', undefined, { 'retry-after': '3' })).toStrictEqual({
    ok: false,
    error: { status: 429, code: 429, message: 'too many requests; retry in 3 s', headers: { 'retry-after': '3' } },
  });
  expect(ok(7)).toStrictEqual({ ok: true, value: 7 });
});

test('the body of a refusal is code, message, then its details, and never its status or headers', () => {
  const refused = apiError(400, 40000, 'email: required', { fields: [{ path: 'email', message: 'required' }] }, { 'x-a': '1' });
  expect(JSON.stringify(refusalBody(refused.error))).toBe(
    '{"code":40000,"message":"email: required","fields":[{"path":"email","message":"required"}]}',
  );
  expect(JSON.stringify(refusalBody(apiError(401, 'unauthorized', 'no token').error))).toBe('{"code":"unauthorized","message":"no token"}');
});
