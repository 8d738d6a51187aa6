import { createApiPost } from './api-post.ts';

function api(reply: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetchImpl = (async (input: string, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return reply(request);
  }) as typeof fetch;
  return { seen, fetch: fetchImpl };
}

test('posts with the app type and the session, and resolves to the envelope data', async () => {
  const server = api(() => Response.json({ code: 0, message: 'ok', data: { country: 'DE' } }));
  const { post } = createApiPost({ baseURL: 'http://api.test', getToken: () => 'tok', fetch: server.fetch });
  await expect(post('/api/mms/common/v1/geo_info')).resolves.toEqual({ country: 'DE' });
  const [request] = server.seen;
  expect(request?.url).toBe('http://api.test/api/mms/common/v1/geo_info');
  expect(request?.headers.get('x-app-type')).toBe('501');
  expect(request?.headers.get('authorization')).toBe('Bearer tok');
  // geo_info posts an empty body: no Content-Type, as the API expects.
  expect(request?.headers.get('content-type')).toBeNull();
});

test('sends a JSON body; a signed-out visitor sends no Authorization', async () => {
  const server = api(async (request) => Response.json({ code: 0, data: await request.json() }));
  const { post } = createApiPost({ baseURL: 'http://api.test', getToken: () => null, fetch: server.fetch });
  await expect(post('/events', { events: [1] })).resolves.toEqual({ events: [1] });
  expect(server.seen[0]?.headers.get('content-type')).toBe('application/json');
  expect(server.seen[0]?.headers.has('authorization')).toBe(false);
});

test("rejects with the API's code and message, the HTTP status, or ERR_NETWORK", async () => {
  const refused = createApiPost({
    baseURL: 'http://api.test',
    getToken: () => null,
    fetch: api(() => Response.json({ code: 40001, message: 'bad' }, { status: 400 })).fetch,
  });
  await expect(refused.post('/x')).rejects.toEqual({ code: 40001, message: 'bad' });
  const broken = createApiPost({
    baseURL: 'http://api.test',
    getToken: () => null,
    fetch: api(() => new Response('<html>', { status: 502 })).fetch,
  });
  await expect(broken.post('/x')).rejects.toEqual({ code: 502, message: 'HTTP 502' });
  const offline = createApiPost({
    baseURL: 'http://api.test',
    getToken: () => null,
    fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
  });
  await expect(offline.post('/x')).rejects.toEqual({ code: 'ERR_NETWORK', message: 'Failed to fetch' });
});
