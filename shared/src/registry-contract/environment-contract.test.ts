import { environmentApiBase, environmentPrefix, PRODUCTION } from './environment-contract.ts';

test("production's API is the registry's own; another environment's is under /env/<name>, whatever slashes the URL ends with", () => {
  expect(environmentPrefix(PRODUCTION)).toBe('');
  expect(environmentApiBase('http://127.0.0.1:3200', PRODUCTION)).toBe('http://127.0.0.1:3200');
  expect(environmentApiBase('http://127.0.0.1:3200//', 'staging')).toBe('http://127.0.0.1:3200/env/staging');
  expect(`${environmentApiBase('https://registry.example/', 'staging')}/api/health`).toBe(
    'https://registry.example/env/staging/api/health',
  );
});
