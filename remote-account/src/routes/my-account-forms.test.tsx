/** /myaccount's forms, posted without JavaScript and answered by the host's server (my-account.fixture.tsx). */
import { contactUsCall } from '@meridian/shared/api-schemas';
import { contractReply } from '../../../tooling/testing/api-replies.ts';
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import { PROFILE, BIND, REMOVE, UNBIND, CONTACT, CHANGE, SET, profile, account, render, post } from './my-account.fixture.tsx';

describe('the forms, posted without JavaScript', () => {
  test('binds an address and says so in its card (303 target keeps the page reloadable)', async () => {
    const answer = await post({ intent: 'bind-ip', ip: ' 192.0.2.8 ' }, { [BIND]: okReply({ ip: '192.0.2.8', created_at: 1 }) });
    expect(answer.location).toBe('/myaccount?done=ip-bound#ip-binding');
    expect(answer.http.callsTo(BIND)[0]?.body).toEqual({ ip: '192.0.2.8' });
    const next = await render('/myaccount?done=ip-bound', { routes: account() });
    expect(next.html).toContain('<p class="form-notice" role="status">The address is now bound to your account.</p>');
  });

  test('binds the current address with its own button', async () => {
    const answer = await post(
      { intent: 'bind-ip', ip: '', current_ip: '198.51.100.4' },
      { [BIND]: okReply({ ip: '198.51.100.4', created_at: 1 }) },
    );
    expect(answer.http.callsTo(BIND)[0]?.body).toEqual({ ip: '198.51.100.4' });
  });

  test('refuses an invalid address before calling, and explains the limit', async () => {
    const invalid = await post({ intent: 'bind-ip', ip: '300.1.2.3' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Enter a valid IPv4 or IPv6 address');
    expect(invalid.html).toMatch(/aria-invalid="true"[^>]*name="ip" value="300.1.2.3"/);
    expect(invalid.http.callsTo(BIND)).toHaveLength(0);
    const full = await post({ intent: 'bind-ip', ip: '192.0.2.6' }, { [BIND]: errorReply(400, 40020, 'too many') });
    expect(full.html).toContain('You can bind up to 5 addresses. Remove one first.');
  });

  test('removes an address; one already gone is said so', async () => {
    const removed = await post({ intent: 'remove-ip', ip: '203.0.113.7' }, { [REMOVE]: okReply(null) });
    expect(removed.location).toBe('/myaccount?done=ip-removed#ip-binding');
    expect(removed.http.callsTo(REMOVE)[0]?.body).toEqual({ ip: '203.0.113.7' });
    const gone = await post({ intent: 'remove-ip', ip: '203.0.113.7' }, { [REMOVE]: errorReply(404, 404) });
    expect(gone.location).toBe('/myaccount?done=ip-gone#ip-binding');
  });

  test('unbinds a device; one already unbound is said so', async () => {
    const unbound = await post({ intent: 'unbind-device', app_type: '101', user_id: '5550001' }, { [UNBIND]: okReply(null) });
    expect(unbound.http.callsTo(UNBIND)[0]?.body).toEqual({ unbind_app_type: 101, unbind_user_id: 5550001 });
    expect(unbound.location).toBe('/myaccount?done=device-unbound#devices');
    const gone = await post({ intent: 'unbind-device', app_type: '101', user_id: '5550001' }, { [UNBIND]: errorReply(404, 404) });
    expect(gone.location).toBe('/myaccount?done=device-gone#devices');
    const next = await render('/myaccount?done=device-unbound', { routes: account() });
    expect(next.html).toContain('The device has been unbound and signed out.');
  });

  test('sends a support message, and refuses an empty one keeping what was typed', async () => {
    const sent = await post(
      { intent: 'support', email: 'ann@example.com', subject: 'Evenings', message: 'It drops at 9 pm.' },
      { [CONTACT]: contractReply(contactUsCall, { id: 1 }) },
    );
    expect(sent.http.callsTo(CONTACT)[0]?.body).toEqual({ email: 'ann@example.com', subject: 'Evenings', content: 'It drops at 9 pm.' });
    expect(sent.location).toBe('/myaccount?done=support-sent#support');
    const empty = await post({ intent: 'support', email: 'ann@example.com', subject: 'Evenings', message: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write your message.');
    expect(empty.html).toMatch(/name="subject" value="Evenings"/);
    const limited = await post({ intent: 'support', email: 'ann@example.com', message: 'Hello' }, { [CONTACT]: errorReply(429, 429) });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many attempts.');
  });

  test('changes the password; a wrong current one is marked on its field', async () => {
    const form = {
      intent: 'change-password',
      'current-password': 'Old#pass1',
      'new-password': 'New#pass1',
      'repeat-password': 'New#pass1',
    };
    const changed = await post(form, { [CHANGE]: okReply(null) });
    expect(changed.http.callsTo(CHANGE)[0]?.body).toEqual({ old_password: 'Old#pass1', new_password: 'New#pass1' });
    expect(changed.location).toBe('/myaccount?done=password-changed#password');
    const wrong = await post(form, { [CHANGE]: errorReply(400, 40013, 'wrong') });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-current-error" name="current-password"/);
    expect(wrong.html).toContain('Your current password is wrong.');
  });

  test('sets a first password; an account without an email is told to add one', async () => {
    const form = { intent: 'set-password', 'new-password': 'Secret#1', 'repeat-password': 'Secret#1' };
    const saved = await post(form, { [SET]: okReply(null) });
    expect(saved.location).toBe('/myaccount?done=password-set#password');
    const anonymous = await post(form, { [SET]: errorReply(400, 40014), [PROFILE]: profile({ email: null, is_password_set: false }) });
    expect(anonymous.status).toBe(400);
  });

  test('logs out', async () => {
    const answer = await post({ intent: 'logout' }, { 'POST /api/mms/account/v1/web/logout': okReply(null) });
    expect(answer.location).toBe('/login?done=logged-out');
    expect(answer.cookies.paypal_token).toBeNull();
  });
});
