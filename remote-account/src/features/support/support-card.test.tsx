/** The support form hydrated in the browser: sent through the action, confirmed, emptied. */
import { contactUsCall } from '@meridian/shared/api-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { errorReply, type okReply } from '../../../../tooling/testing/fake-http.ts';
import { contractReply, profileReply } from '../../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';

const CONTACT = 'POST /api/mms/report/v1/contact_us';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const render = (reply: ReturnType<typeof okReply>) =>
  renderInBrowser({
    module: areaModule,
    bundles: { en: { myaccount } },
    url: '/myaccount',
    token: 'tok',
    routes: { [PROFILE]: profileReply(), [CONTACT]: reply },
  });

test('sends a message from the account email, confirms it and empties the form', async () => {
  const page = await render(contractReply(contactUsCall, { id: 1 }));
  const card = await screen.findByRole('region', { name: 'Support' });
  expect(within(card).getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  fireEvent.change(within(card).getByRole('textbox', { name: 'Message' }), { target: { value: 'My connection drops every evening.' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Send message' }));

  expect(
    await within(screen.getByRole('region', { name: 'Support' })).findByText(
      "Thanks! We've received your message and will reply by email.",
    ),
  ).toBeInTheDocument();
  expect(page.http.callsTo(CONTACT)[0]?.body).toEqual({
    email: 'ann@example.com',
    subject: '',
    content: 'My connection drops every evening.',
  });
  expect(within(screen.getByRole('region', { name: 'Support' })).getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('an empty message is refused without a call, and a server failure keeps the text', async () => {
  const page = await render(errorReply(500, 500));
  const card = await screen.findByRole('region', { name: 'Support' });
  fireEvent.click(within(card).getByRole('button', { name: 'Send message' }));
  expect(await within(screen.getByRole('region', { name: 'Support' })).findByRole('alert')).toHaveTextContent('Write your message.');
  expect(page.http.callsTo(CONTACT)).toHaveLength(0);

  fireEvent.change(within(screen.getByRole('region', { name: 'Support' })).getByRole('textbox', { name: 'Message' }), {
    target: { value: 'Hello' },
  });
  fireEvent.click(within(screen.getByRole('region', { name: 'Support' })).getByRole('button', { name: 'Send message' }));
  expect(
    await within(screen.getByRole('region', { name: 'Support' })).findByText(
      'Something went wrong on our side. Please try again in a moment.',
    ),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Support' })).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
});
