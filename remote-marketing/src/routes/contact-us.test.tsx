import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import contact from '../../locales/en/contact-us.json';
import contactDe from '../../locales/de/contact-us.json';
import { areaModule } from '../expose/routes.ts';
import { CONTACT_PATH } from '../features/contact/submit-contact.ts';

const bundles = { en: { 'contact-us': contact }, de: { 'contact-us': contactDe } };
const SEND = `POST ${CONTACT_PATH}`;
const FORM = { name: 'Ana', email: 'Ana@Example.com', subject: 'Billing', message: 'Where is my receipt?' };
const html = (text: string) => text.replaceAll("'", '&#x27;');

describe('without JavaScript', () => {
  test('the page renders the whole form, posting to itself, with the send button enabled', async () => {
    const answer = await renderOnServer({ module: areaModule, bundles, url: '/contact-us' });
    const form = /<form[^>]*>/.exec(answer.html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact-us"');
    for (const name of ['name', 'email', 'subject', 'message']) expect(answer.html).toContain(`name="${name}"`);
    expect(answer.html).toMatch(/<button class="button button--primary" type="submit">Send message<\/button>/);
  });

  test('a posted message is sent to contact_us and answered with a redirect to the confirmation', async () => {
    const answer = await renderOnServer({
      module: areaModule,
      bundles,
      url: '/contact-us',
      form: FORM,
      routes: { [SEND]: okReply({ id: 1 }) },
    });
    expect(answer.location).toBe('/contact-us?sent=1');
    expect(answer.http.callsTo(SEND).map((call) => call.body)).toEqual([
      { email: 'ana@example.com', name: 'Ana', subject: 'Billing', content: 'Where is my receipt?' },
    ]);
  });

  test('the redirect stays in the language of the page', async () => {
    const answer = await renderOnServer({
      module: areaModule,
      bundles,
      url: '/de/contact-us',
      form: FORM,
      routes: { [SEND]: okReply({ id: 1 }) },
    });
    expect(answer.location).toBe('/de/contact-us?sent=1');
  });

  test('the confirmation page says the message was sent, above an empty form', async () => {
    const answer = await renderOnServer({ module: areaModule, bundles, url: '/contact-us?sent=1' });
    expect(answer.html).toContain(
      `<div role="status" aria-live="polite" class="form-status form-status--sent"><p>${html(contact.form.sent)}</p></div>`,
    );
    expect(answer.html).not.toContain('Where is my receipt?');
  });

  test('invalid fields are answered with 400, each error next to its field, what was typed kept, and nothing sent', async () => {
    const answer = await renderOnServer({
      module: areaModule,
      bundles,
      url: '/contact-us',
      form: { ...FORM, email: 'ana@example', message: '  ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(contact.form.errors.emailInvalid);
    expect(answer.html).toContain(contact.form.errors.messageRequired);
    expect(answer.html).toContain(contact.form.errors.fields);
    expect(answer.html).toMatch(/<input[^>]*aria-invalid="true"[^>]*>/);
    expect(answer.html).toContain('value="ana@example"');
    expect(answer.html).toContain('value="Billing"');
    expect(answer.http.callsTo(SEND)).toHaveLength(0);
  });

  test.each([
    ['rate limited', errorReply(429, 429, 'Too many requests'), 429, contact.form.errors.rateLimited],
    ['unreachable', 'network-error' as const, 200, contact.form.errors.network],
    ['failing', errorReply(500, 500), 200, contact.form.errors.server],
  ])('when the API is %s the page says so and keeps the message', async (_name, reply, status, text) => {
    const answer = await renderOnServer({ module: areaModule, bundles, url: '/contact-us', form: FORM, routes: { [SEND]: reply } });
    expect(answer.status).toBe(status);
    expect(answer.html).toContain(html(text));
    expect(answer.html).toContain('Where is my receipt?</textarea>');
  });

  test('German pages show German errors', async () => {
    const answer = await renderOnServer({ module: areaModule, bundles, url: '/de/contact-us', form: { ...FORM, email: '' } });
    expect(answer.html).toContain(contactDe.form.errors.emailRequired);
  });
});

describe('with JavaScript', () => {
  const fill = (fields: Partial<typeof FORM>) => {
    for (const [name, value] of Object.entries(fields)) {
      const label = { name: /Your name/, email: /Email address/, subject: /Subject/, message: /^Message/ }[name as keyof typeof FORM];
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    }
  };
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  const formStatus = () => within(screen.getByRole('form', { name: contact.form.title })).getByRole('status');
  const emailField = () => screen.getByRole('textbox', { name: /Email address/ });

  test('the same form sends through the action in the browser, confirms and starts empty again', async () => {
    const view = await renderInBrowser({ module: areaModule, bundles, url: '/contact-us', routes: { [SEND]: okReply({ id: 1 }) } });
    await screen.findByRole('heading', { level: 1 });
    fill(FORM);
    send();
    await waitFor(() => expect(formStatus()).toHaveTextContent(contact.form.sent));
    expect(view.path()).toBe('/contact-us?sent=1');
    expect(view.http.callsTo(SEND)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  test('an invalid address is refused in the browser without calling the API, and its field takes focus', async () => {
    const view = await renderInBrowser({ module: areaModule, bundles, url: '/contact-us' });
    await screen.findByRole('heading', { level: 1 });
    fill({ email: 'ana@example', message: 'Hello' });
    send();
    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField()).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(emailField()).toHaveValue('ana@example');
    // Focus moves in the effect after the error renders: the next frame on a loaded machine.
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(formStatus()).toHaveTextContent(contact.form.errors.fields);
    expect(view.http.requests).toHaveLength(0);
  });

  test('a failed call is announced and the message is kept', async () => {
    await renderInBrowser({ module: areaModule, bundles, url: '/contact-us', routes: { [SEND]: errorReply(429, 429) } });
    await screen.findByRole('heading', { level: 1 });
    fill({ email: 'ana@example.com', message: 'Hello' });
    send();
    await waitFor(() => expect(formStatus()).toHaveTextContent(contact.form.errors.rateLimited));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello');
  });
});
