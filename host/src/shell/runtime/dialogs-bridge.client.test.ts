import { createDialogsBridge } from './page-runtime.client.ts';

test('a question asked before the UI kit is mounted waits for its dialog, never the browser confirm', async () => {
  const native = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const bridge = createDialogsBridge();
  const answer = bridge.confirm('logged out');
  const asked: string[] = [];
  bridge.attach(async (message) => {
    asked.push(message);
    return false;
  });
  await expect(answer).resolves.toBe(false);
  expect(asked).toEqual(['logged out']);
  expect(native).not.toHaveBeenCalled();
  native.mockRestore();
});
