import { cancelIfBlocked, isBlockedCountry, runUnlessBlocked } from './action-blocker.ts';

test('cancels the action for a visitor detected in China', () => {
  const action = jest.fn();
  expect(runUnlessBlocked('CN', action)).toBe(false);
  expect(action).not.toHaveBeenCalled();
});

test.each(['cn', ' CN ', 'Cn'])('reads the country code %p case- and space-insensitively', (code) => {
  expect(isBlockedCountry(code)).toBe(true);
});

test.each(['US', 'HK', 'TW', 'RU'])('runs the action for a visitor in %s', (code) => {
  const action = jest.fn();
  expect(runUnlessBlocked(code, action)).toBe(true);
  expect(action).toHaveBeenCalledTimes(1);
});

test.each([null, undefined, ''])('runs the action while the country is unknown (%p)', (code) => {
  const action = jest.fn();
  expect(runUnlessBlocked(code, action)).toBe(true);
  expect(action).toHaveBeenCalledTimes(1);
});

test('lets an error thrown by the action propagate', () => {
  expect(() =>
    runUnlessBlocked('US', () => {
      throw new Error('purchase failed');
    }),
  ).toThrow('purchase failed');
});

test('cancels the click of a blocked visitor so the link does not navigate', () => {
  const link = document.createElement('a');
  link.href = '#/pricing';
  document.body.append(link);
  const outcomes: boolean[] = [];
  const bubbled = jest.fn();
  document.body.addEventListener('click', bubbled);
  link.addEventListener('click', (event) => outcomes.push(cancelIfBlocked('CN', event)));
  const notCancelled = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(outcomes).toEqual([false]);
  expect(notCancelled).toBe(false);
  expect(bubbled).not.toHaveBeenCalled();
  document.body.removeEventListener('click', bubbled);
  link.remove();
});

test('leaves the event of any other visitor alone', () => {
  const event = { preventDefault: jest.fn(), stopPropagation: jest.fn() };
  expect(cancelIfBlocked('DE', event)).toBe(true);
  expect(event.preventDefault).not.toHaveBeenCalled();
  expect(event.stopPropagation).not.toHaveBeenCalled();
});
