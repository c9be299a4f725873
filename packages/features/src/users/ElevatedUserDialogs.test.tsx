import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ERROR_DETAILS, type User } from '@atrium/api';
import { MasterKeyProvider } from '../masterKey/index.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { DeleteUserDialog } from './InactiveUserDialogs.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { createUsersFake, MASTER_PASSWORD, type UsersFake } from './testing/usersFixtures.ts';

/** Counts the calls that reach the (fake) server, and can refuse the first as an expired key. */
function countCalls<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  { expireFirst = false } = {},
) {
  const sent: A[] = [];
  const wrapped = (...args: A): Promise<R> => {
    sent.push(args);
    if (expireFirst && sent.length === 1) {
      return Promise.reject(
        new ApiError({
          kind: 'detail',
          status: 403,
          url: '/api/user',
          detail: ERROR_DETAILS.masterPasswordRequired,
        }),
      );
    }
    return call(...args);
  };
  return { sent, wrapped };
}

function renderWithMasterKey(fake: UsersFake, ui: ReactNode) {
  render(
    <FeatureHarness api={fake.api} session={fake.session}>
      <MasterKeyProvider store={fake.masterKey}>{ui}</MasterKeyProvider>
    </FeatureHarness>,
  );
  return userEvent.setup();
}

async function confirmMasterPassword(
  user: ReturnType<typeof userEvent.setup>,
  prompt: HTMLElement,
) {
  await user.type(within(prompt).getByLabelText(/^Master password/), MASTER_PASSWORD);
  await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
}

describe('actions behind the master password', { timeout: 90_000 }, () => {
  it('reset password: asks first, naming the action, and shows no error', async () => {
    const fake = await createUsersFake();
    const reset = countCalls(fake.api.user.resetPassword);
    fake.api.user.resetPassword = reset.wrapped;
    const lina = fake.users.get('lina') as User;
    const onDone = vi.fn();
    const user = renderWithMasterKey(
      fake,
      <ResetPasswordDialog user={lina} onClose={vi.fn()} onDone={onDone} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Lina Nasser' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'a fresh long password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    const prompt = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(prompt).toHaveAccessibleDescription(/^Reset the password of Lina Nasser\./);
    expect(reset.sent).toHaveLength(0);
    expect(screen.queryByText('The password could not be reset')).not.toBeInTheDocument();

    await confirmMasterPassword(user, prompt);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(lina));
    expect(reset.sent).toHaveLength(1);
    expect(screen.queryByText('The password could not be reset')).not.toBeInTheDocument();
  });

  it('reset password: asks again once, without the red banner, when the elevation ran out', async () => {
    const fake = await createUsersFake();
    fake.masterKey.set('expired-on-the-server', undefined);
    const reset = countCalls(fake.api.user.resetPassword, { expireFirst: true });
    fake.api.user.resetPassword = reset.wrapped;
    const lina = fake.users.get('lina') as User;
    const onDone = vi.fn();
    const user = renderWithMasterKey(
      fake,
      <ResetPasswordDialog user={lina} onClose={vi.fn()} onDone={onDone} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Lina Nasser' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'a fresh long password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    const prompt = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(prompt).toHaveAccessibleDescription(/^Reset the password of Lina Nasser\./);
    expect(reset.sent).toHaveLength(1);
    expect(screen.queryByText('The password could not be reset')).not.toBeInTheDocument();
    expect(screen.queryByText('Master password required')).not.toBeInTheDocument();

    await confirmMasterPassword(user, prompt);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(lina));
    expect(reset.sent).toHaveLength(2);
  });

  it('delete permanently: asks first, naming the user, and shows no error', async () => {
    const fake = await createUsersFake();
    const remove = countCalls(fake.api.user.deleteInactive);
    fake.api.user.deleteInactive = remove.wrapped;
    const maya = fake.users.get('maya') as User;
    const onDone = vi.fn();
    const user = renderWithMasterKey(
      fake,
      <DeleteUserDialog user={maya} onClose={vi.fn()} onDone={onDone} />,
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Maya Farah permanently?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const prompt = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(prompt).toHaveAccessibleDescription(/^Delete Maya Farah permanently\./);
    expect(remove.sent).toHaveLength(0);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await confirmMasterPassword(user, prompt);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(maya));
    expect(remove.sent).toHaveLength(1);
  });
});
