import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { deferred } from './deferred.tsx';

const Greeting = ({ name }: { readonly name: string }) => <p>Hello {name}</p>;
const page = (part: ReturnType<typeof deferred<{ readonly name: string }>>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <part.Component name="Ada" />
    </Suspense>,
  );

describe('a deferred component', () => {
  test('renders in the same pass once preloaded, as the route loader arranges on the server', async () => {
    let loads = 0;
    const part = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    await part.preload();
    expect(page(part)).toContain('Hello <!-- -->Ada');
    await part.preload();
    expect(loads).toBe(1);
  });

  test('shows its Suspense fallback while its code is not there yet', () => {
    const part = deferred(() => new Promise<typeof Greeting>(() => {}));
    expect(page(part)).toContain('loading');
  });

  test('a failed load is tried again on the next preload', async () => {
    let fail = true;
    const part = deferred(async () => {
      if (fail) throw new Error('chunk 82 failed to load');
      return Greeting;
    });
    await expect(part.preload()).rejects.toThrow('chunk 82 failed to load');
    fail = false;
    await part.preload();
    expect(page(part)).toContain('Ada');
  });
});
