/** Setting and changing the password on /myaccount, hydrated in the browser. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply } from '../../../../tooling/testing/fake-http.ts';
import { profileReply } from '../../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';

const PROFILE = 'GET /api/mms/account/v1/web/profile';
const CHANGE = 'POST /api/mms/account/v1/web/change_password';
const SET = 'POST /api/mms/account/v1/web/set_password';
const render = (routes: Parameters<typeof renderInBrowser>[0]['routes']) =>
  renderInBrowser({ module: areaModule, bundles: { en: { myaccount } }, url: '/myaccount', token: 'tok', routes });

test('says the current password is wrong on its field', async () => {
  await render({
    [PROFILE]: profileReply(),
    [CHANGE]: errorReply(400, 40013, 'wrong'),
  });
  const card = await screen.findByRole('region', { name: 'Password' });
  fireEvent.change(within(card).getByLabelText('Current password'), { target: { value: 'Old#pass1' } });
  fireEvent.change(within(card).getByLabelText('New password'), { target: { value: 'New#pass1' } });
  fireEvent.change(within(card).getByLabelText('Repeat the new password'), { target: { value: 'New#pass1' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Password' })).getByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  expect(within(screen.getByRole('region', { name: 'Password' })).getByLabelText('Current password')).toHaveAccessibleDescription(
    'Your current password is wrong.',
  );
});

test('an account without a password sets one, and then sees the change form', async () => {
  let set = false;
  const page = await render({
    [PROFILE]: () => profileReply({ is_password_set: set }),
    [SET]: () => {
      set = true;
      return okReply(null);
    },
  });
  const card = await screen.findByRole('region', { name: 'Set a password' });
  fireEvent.change(within(card).getByLabelText('New password'), { target: { value: 'Secret#1' } });
  fireEvent.change(within(card).getByLabelText('Repeat the new password'), { target: { value: 'Secret#1' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Save password' }));

  const password = await screen.findByRole('region', { name: 'Password' });
  expect(within(password).getByText('Your password is saved.')).toBeInTheDocument();
  expect(within(password).getByLabelText('Current password')).toBeInTheDocument();
  expect(page.http.callsTo(SET)[0]?.body).toEqual({ password: 'Secret#1' });
});
