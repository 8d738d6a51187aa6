import { act, screen } from '@testing-library/react';
import { errorReply } from '../../../tooling/testing/fake-http.ts';
import { ORDER_ID, RESULT, TOKEN, browserPage, resultReply, serverPage } from './test-data.ts';

const RETURN = `/paystatus?order_id=${ORDER_ID}&provider=ps`;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const h1Of = (html: string) => textOf(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

describe('the server renders the state it knows from one purchase_result call', () => {
  test('a pending payment: "Checking your payment", the order number and a link that checks again', async () => {
    const page = await serverPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: resultReply('pending') } });
    expect(page.status).toBe(200);
    expect(h1Of(page.html)).toBe('Checking your payment');
    expect(textOf(page.html)).toContain('Order number: MV-00000042');
    expect(page.html).toMatch(new RegExp(`href="/paystatus\\?order_id=${ORDER_ID}&amp;provider=ps"[^>]*>Not updating\\? Check again</a>`));
    expect(page.http.callsTo(RESULT('ps'))).toHaveLength(1);
    expect(page.http.callsTo(RESULT('ps'))[0]?.body).toEqual({ order_id: ORDER_ID });
  });

  test.each([
    ['declined', 'Your payment was declined'],
    ['abandoned', "Your payment wasn't completed"],
  ] as const)(
    'a %s payment has its own heading, never the checking one, and leads back to the checkout of the same plan',
    async (state, heading) => {
      const page = await serverPage(`/paystatus?order_id=${ORDER_ID}&provider=s1&platform=windows`, {
        token: TOKEN,
        routes: { [RESULT('s1')]: resultReply(state, 's1') },
      });
      expect(h1Of(page.html)).toBe(heading);
      expect(textOf(page.html)).not.toMatch(/Checking your payment|keep this page open/);
      expect(page.html).toMatch(/href="\/pricing\/checkout\/2\?platform=windows"[^>]*>Back to checkout<\/a>/);
      expect(textOf(page.html)).toContain('Order number: MV-00000042');
    },
  );

  test('a paid order goes on to /paysuc with the same query; so counts the subscription status active', async () => {
    const paid = await serverPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: resultReply('approved') } });
    expect(paid.location).toBe(`/paysuc?order_id=${ORDER_ID}&provider=ps`);
    const so = await serverPage(`/paystatus?order_id=${ORDER_ID}&provider=so`, {
      token: TOKEN,
      routes: { [RESULT('so')]: resultReply('pending', 'so', { status: 'active' }) },
    });
    expect(so.location).toBe(`/paysuc?order_id=${ORDER_ID}&provider=so`);
  });

  test('no session: asks to log in and comes back here; no call is made', async () => {
    const page = await serverPage(RETURN);
    expect(h1Of(page.html)).toBe('Log in to see your payment');
    expect(page.html).toContain(`href="/login?redirect=${encodeURIComponent(RETURN).replace(/&/g, '&amp;')}"`);
    expect(page.http.requests).toHaveLength(0);
  });

  test('no order in the address, or one that is not the visitor’s: "We couldn\'t find this payment"', async () => {
    expect(h1Of((await serverPage('/paystatus', { token: TOKEN })).html)).toBe("We couldn't find this payment");
    const other = await serverPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: errorReply(404, 404, 'order not found') } });
    expect(h1Of(other.html)).toBe("We couldn't find this payment");
  });

  test('trouble reaching the API leaves the payment being checked; another refusal says the check failed', async () => {
    expect(h1Of((await serverPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: 'network-error' } })).html)).toBe(
      'Checking your payment',
    );
    expect(h1Of((await serverPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: errorReply(400, 40000) } })).html)).toBe(
      "We couldn't check your payment",
    );
  });

  test('the Arabic page names the state in Arabic', async () => {
    const page = await serverPage(`/ar${RETURN}`, { token: TOKEN, routes: { [RESULT('ps')]: resultReply('declined') } });
    expect(h1Of(page.html)).not.toBe('');
    expect(h1Of(page.html)).not.toMatch(/[A-Za-z]/);
  });
});

describe('with JavaScript the page polls with back-off', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const advance = async (ms: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  };

  test('checks at once, then after 1 and 2 s, and moves on to /paysuc once approved', async () => {
    const page = await browserPage(`${RETURN}&platform=windows`, {
      token: TOKEN,
      routes: { [RESULT('ps')]: [resultReply('pending'), resultReply('pending'), resultReply('pending'), resultReply('approved')] },
    });
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your payment');
    expect(page.http.callsTo(RESULT('ps'))).toHaveLength(2);
    await advance(999);
    expect(page.http.callsTo(RESULT('ps'))).toHaveLength(2);
    await advance(1);
    expect(page.http.callsTo(RESULT('ps'))).toHaveLength(3);
    await advance(2000);
    expect(page.path()).toMatch(new RegExp(`^/paysuc\\?order_id=${ORDER_ID}&provider=ps&platform=windows`));
  });

  test('a payment declined while the page waits gets its own heading and the way back', async () => {
    const page = await browserPage(RETURN, {
      token: TOKEN,
      routes: { [RESULT('ps')]: [resultReply('pending'), resultReply('pending'), resultReply('declined')] },
    });
    await advance(0);
    await advance(1000);
    expect(page.path()).toBe(RETURN);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment was declined');
    expect(screen.queryByText(/Checking your payment/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/pricing/checkout/2');
  });

  test('stops after about a minute, and "Check again" starts afresh', async () => {
    const page = await browserPage(RETURN, { token: TOKEN, routes: { [RESULT('ps')]: resultReply('pending') } });
    await advance(0);
    await advance(56_000);
    const calls = page.http.callsTo(RESULT('ps')).length;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment is still being confirmed');
    await advance(60_000);
    expect(page.http.callsTo(RESULT('ps'))).toHaveLength(calls);
    await act(async () => {
      screen.getByRole('link', { name: 'Check again' }).click();
    });
    await advance(0);
    expect(page.http.callsTo(RESULT('ps')).length).toBeGreaterThan(calls);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your payment');
  });
});
