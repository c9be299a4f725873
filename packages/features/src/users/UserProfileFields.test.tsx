import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import { createUsersFake } from './testing/usersFixtures.ts';
import { UserPage } from './UserPage.tsx';
import { UsersPage } from './UsersPage.tsx';

async function renderUsers(language: Language = 'en') {
  const fake = await createUsersFake();
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage onOpenUser={vi.fn()} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return { ...fake, user: userEvent.setup() };
}

describe('employee number and manager', { timeout: 30_000 }, () => {
  it('sets them in the edit dialog: the manager is searched among the active users', async () => {
    const { user, api, users } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    const update = vi.spyOn(api.user, 'updateInfo');
    await user.click(await screen.findByRole('button', { name: 'Actions for Karim Khalil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.type(within(dialog).getByLabelText(/^Employee number/), 'E-0012');
    const manager = within(dialog).getByRole('combobox', { name: /^Manager/ });
    await user.type(manager, 'huda');
    await user.click(await screen.findByRole('option', { name: 'Huda Saleh (@huda)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith(users.get('karim')!.id, {
      employee_number: 'E-0012',
      manager_id: users.get('huda')!.id,
    });
  });

  it("shows the server's refusal on the field, in Arabic too", async () => {
    const { user, api } = await renderUsers('ar');
    await screen.findByText('عرض ١ إلى ٧ من أصل ٧ مدخلات');
    vi.spyOn(api.user, 'updateInfo').mockRejectedValue(
      new ApiError({
        kind: 'validation',
        status: 400,
        url: '/api/user/x/info',
        fieldErrors: { manager_id: ['This would make a loop of managers'] },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'إجراءات Karim Khalil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'تعديل' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^الرقم الوظيفي/), 'E-1');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: /^المدير المباشر/ }),
      ).toHaveAccessibleDescription(expect.stringContaining('سيؤدي هذا إلى حلقة من المديرين')),
    );
  });

  it("shows them on the user's page", async () => {
    const fake = await createUsersFake();
    const karim = fake.users.get('karim')!;
    await fake.api.user.updateInfo(karim.id, {
      employee_number: 'E-0012',
      manager_id: fake.users.get('huda')!.id,
    });
    render(
      <FeatureHarness api={fake.api} session={fake.session}>
        <MasterKeyProvider store={fake.masterKey}>
          <UserPage userId={karim.id} onBack={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('E-0012')).toBeInTheDocument();
    expect(await within(profile).findByText('Huda Saleh')).toBeInTheDocument();
  });
});
