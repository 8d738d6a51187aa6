import { bumpPackageJson, bumpPatch, nextSteps, retryStep } from './deploy-steps.ts';

test('bumps the patch version', () => {
  expect(bumpPatch('1.4.2')).toBe('1.4.3');
  expect(bumpPatch('1.0.0-rc.1')).toBe('1.0.0');
  expect(() => bumpPatch('latest')).toThrow(/latest/);
});

test('rewrites package.json with only the version changed', () => {
  const text = `${JSON.stringify({ name: 'remote-blog', version: '1.0.9', private: true, scripts: { build: 'rspack build' } }, null, 2)}\n`;
  const bumped = bumpPackageJson(text);
  expect(bumped.from).toBe('1.0.9');
  expect(bumped.to).toBe('1.0.10');
  expect(bumped.text).toBe(text.replace('"1.0.9"', '"1.0.10"'));
});

test('refuses a package.json without a version', () => {
  expect(() => bumpPackageJson('{"name":"x"}')).toThrow(/no version/);
  expect(() => bumpPackageJson('[]')).toThrow(/not a JSON object/);
});

test('names the next steps as npm commands, never a path to a script run by whichever node is first on PATH', () => {
  expect(nextSteps('blog', '1.0.3')).toBe(
    'next: npm run release -- canary blog 1.0.3 5 -m "why"   or   npm run release -- activate blog 1.0.3 -m "why"',
  );
  expect(retryStep('blog', '1.0.3')).toBe('the build stays in remote-blog/dist/1.0.3/: npm run release -- publish blog 1.0.3 retries');
  expect(`${nextSteps('blog', '1.0.3')} ${retryStep('blog', '1.0.3')}`).not.toMatch(/node |registry\/src/);
});
