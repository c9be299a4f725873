import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NOTIFICATION_EVENTS } from '@atrium/api';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { NotificationPreferences } from './NotificationPreferences.tsx';

function setup(options: Parameters<typeof createFakeApi>[0] = {}, language: 'en' | 'ar' = 'en') {
  const api = createFakeApi({ signedInAs: 'admin', ...options });
  const onSaved = vi.fn();
  render(
    <FeatureHarness api={api} language={language}>
      <NotificationPreferences onSaved={onSaved} />
    </FeatureHarness>,
  );
  return { api, onSaved };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('NotificationPreferences', { timeout: 20_000 }, () => {
  it('shows every event with its in-app and push channels and saves only the change', async () => {
    const { api, onSaved } = setup();
    await screen.findByRole('group', { name: 'Story assigned' });
    expect(screen.getAllByRole('group')).toHaveLength(NOTIFICATION_EVENTS.length);
    // The events people and account changes send (issue 18), each under its own name.
    for (const name of [
      'Added to a team',
      'Removed from a team',
      'Team lead role',
      'Team permissions changed',
      'Password reset by an admin',
      'Account reactivated',
      'Correction reviewed',
    ]) {
      expect(group(name)).toBeInTheDocument();
    }
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();
    const push = within(group('Story assigned')).getByRole('checkbox', { name: 'Push' });
    expect(push).toBeChecked();
    const update = vi.spyOn(api.notification, 'updatePreferences');
    await userEvent.click(push);
    expect(push).not.toBeChecked();
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Your notification preferences were saved.')).toBeVisible();
    expect(update).toHaveBeenCalledWith({ 'story.assigned': { push: false } });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ 'story.assigned': { in_app: true, push: false } }),
    );
    expect((await api.notification.preferences())['story.assigned'].push).toBe(false);
    expect(
      within(group('Story assigned')).getByRole('checkbox', { name: 'Push' }),
    ).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('toggling back leaves nothing to save', async () => {
    setup();
    await screen.findByRole('group', { name: 'System' });
    const inApp = within(group('System')).getByRole('checkbox', { name: 'In-app' });
    await userEvent.click(inApp);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
    await userEvent.click(inApp);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('keeps the edits and says so when saving fails', async () => {
    const { api } = setup();
    await screen.findByRole('group', { name: 'Announcement' });
    vi.spyOn(api.notification, 'updatePreferences').mockRejectedValueOnce(
      new ApiError({ kind: 'detail', status: 500, url: '/api/x', detail: 'An error occurred' }),
    );
    const push = within(group('Announcement')).getByRole('checkbox', { name: 'Push' });
    await userEvent.click(push);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(push).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  });

  it('shows loading and error states', async () => {
    setup({
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/notification/preferences',
        detail: 'An error occurred',
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading preferences…');
    expect(
      await screen.findByText('Your notification preferences could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    setup({}, 'ar');
    const row = await screen.findByRole('group', { name: 'إسناد قصة' });
    expect(within(row).getByRole('checkbox', { name: 'إشعار فوري' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'حفظ التفضيلات' })).toBeDisabled();
    for (const name of [
      'إزالة من فريق',
      'دور قائد الفريق',
      'تغيير صلاحيات الفريق',
      'إعادة تعيين كلمة المرور من مسؤول',
      'إعادة تفعيل الحساب',
    ]) {
      expect(group(name)).toBeInTheDocument();
    }
  });
});
