import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, renderWithI18n } from '../../testing/test-i18n.tsx';
import { ContactForm } from './contact-form.tsx';
import { CONTACT_PATH, type ContactClient } from './submit-contact.ts';

const fakeClient = (post: ContactClient['post']): ContactClient => ({ post });

function fill(fields: { readonly name?: string; readonly email?: string; readonly subject?: string; readonly message?: string }) {
  if (fields.name !== undefined) fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: fields.name } });
  if (fields.email !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: fields.email } });
  if (fields.subject !== undefined) fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: fields.subject } });
  if (fields.message !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: fields.message } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const status = () => screen.getByRole('status');

describe('contact form', () => {
  test('renders on the server with every field and the send button disabled until hydrated', () => {
    const { i18n } = createTestI18n();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ContactForm getClient={() => fakeClient(jest.fn())} />
      </I18nextProvider>,
    );
    for (const name of ['name', 'email', 'subject', 'message']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  test('the send button is enabled once the page runs in the browser', () => {
    renderWithI18n(<ContactForm getClient={() => fakeClient(jest.fn())} />);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('an invalid email address is refused in the browser without calling the API', () => {
    const post = jest.fn();
    renderWithI18n(<ContactForm getClient={() => fakeClient(post)} />);
    fill({ email: 'ana@example', message: 'Hello' });
    send();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(email).toHaveFocus();
    expect(status()).toHaveTextContent('Please correct the highlighted fields.');
    expect(post).not.toHaveBeenCalled();
  });

  test('missing email and message are both reported', () => {
    renderWithI18n(<ContactForm getClient={() => fakeClient(jest.fn())} />);
    send();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Write a message so we know how we can help.')).toBeInTheDocument();
  });

  test('a valid message is posted, announced as sent and the form is cleared', async () => {
    const post = jest.fn().mockResolvedValue({ id: 1 });
    renderWithI18n(<ContactForm getClient={() => fakeClient(post)} />);
    fill({ name: 'Ana', email: 'Ana@Example.com', subject: 'Billing', message: 'Where is my receipt?' });
    send();
    await waitFor(() => expect(status()).toHaveTextContent("Thank you! Your message has been sent. We'll reply to ana@example.com as soon as we can."));
    expect(post).toHaveBeenCalledWith(CONTACT_PATH, { email: 'ana@example.com', name: 'Ana', subject: 'Billing', content: 'Where is my receipt?' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('while sending, the button says so and cannot be pressed again', async () => {
    let answer: (value: unknown) => void = () => {};
    const post = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    renderWithI18n(<ContactForm getClient={() => fakeClient(post)} />);
    fill({ email: 'ana@example.com', message: 'Hello' });
    send();
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await act(async () => answer({ id: 2 }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  test.each([
    [{ code: 429, message: 'Too many requests' }, "You've sent several messages in a short time."],
    [{ code: 'ERR_NETWORK', message: 'Network Error' }, "We couldn't reach our server."],
    [{ code: 500, message: 'HTTP 500' }, 'Something went wrong on our side'],
  ])('a failed call (%o) is announced and the message is kept', async (error, text) => {
    const post = jest.fn().mockRejectedValue(error);
    renderWithI18n(<ContactForm getClient={() => fakeClient(post)} />);
    fill({ email: 'ana@example.com', message: 'Hello' });
    send();
    await waitFor(() => expect(status()).toHaveTextContent(text));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});
