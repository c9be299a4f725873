import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, USER_FIELD_MESSAGES } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Language } from '../i18n/languages.ts';
import { createUsersFake } from './testing/usersFixtures.ts';
import { UserFormDialog } from './UserFormDialog.tsx';

/** The server's answer when another account has the address (create, edit and invite alike). */
const emailTaken = (url: string) =>
  new ApiError({
    kind: 'validation',
    status: 400,
    url,
    fieldErrors: { email: [USER_FIELD_MESSAGES.emailTaken] },
  });

async function renderDialog({ language = 'en' as Language, edit = false } = {}) {
  const fake = await createUsersFake();
  const target = edit ? fake.users.get('karim') : undefined;
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <UserFormDialog open onOpenChange={onOpenChange} user={target} onSaved={onSaved} />
    </FeatureHarness>,
  );
  return { ...fake, target, onSaved, onOpenChange, user: userEvent.setup() };
}

describe('UserFormDialog: an e-mail address another user has', () => {
  it('on create, says so on the e-mail field and moves the focus there, with no alert', async () => {
    const { api, onSaved, onOpenChange, user } = await renderDialog();
    const create = vi.spyOn(api.user, 'create').mockRejectedValueOnce(emailTaken('/api/user'));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'noor');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Noor Aziz');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a long enough secret');
    const email = within(dialog).getByLabelText(/^Email/);
    await user.type(email, 'Huda@Atrium.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Another user has this e-mail address'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ email: 'Huda@Atrium.test' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('on edit, in Arabic, says so on the e-mail field', async () => {
    const { api, target, onSaved, user } = await renderDialog({ language: 'ar', edit: true });
    const update = vi
      .spyOn(api.user, 'updateInfo')
      .mockRejectedValueOnce(emailTaken(`/api/user/${target?.id}/info`));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(/^البريد الإلكتروني/);
    await user.type(email, 'huda@atrium.test');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('يستخدم مستخدم آخر عنوان البريد الإلكتروني هذا'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(update).toHaveBeenCalledWith(target?.id, { email: 'huda@atrium.test' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
