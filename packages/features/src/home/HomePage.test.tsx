import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { createAttendanceFake, SERVER_ERROR } from '../attendance/testing/attendanceFake.ts';
import { AttendanceHarness as FeatureHarness } from '../attendance/testing/AttendanceHarness.tsx';
import { fixtureNotification } from '../notifications/notificationFixtures.ts';
import { HomePage } from './HomePage.tsx';

const user = { username: 'layla', full_name: 'Layla Haddad', role: 'admin' as const };
const now = new Date(2026, 10, 22, 9, 30);

describe('HomePage', () => {
  it('greets the user with their role and today’s date', () => {
    render(
      <FeatureHarness api={createFakeApi()}>
        <HomePage user={user} now={now} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Layla Haddad');
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Sunday, 22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
  });

  it('speaks Arabic right to left with Arabic digits', () => {
    render(
      <FeatureHarness api={createFakeApi()} language="ar">
        <HomePage user={user} now={now} />
      </FeatureHarness>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('مرحبًا، Layla Haddad');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('مشرف')).toBeInTheDocument();
    expect(screen.getByText('الأحد، ٢٢ نوفمبر ٢٠٢٦')).toBeInTheDocument();
  });

  it('falls back to the username when there is no full name', () => {
    render(
      <FeatureHarness api={createFakeApi()}>
        <HomePage user={{ ...user, full_name: ' ' }} now={now} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, layla');
  });

  it('shows my attendance, my team and the latest notifications', async () => {
    const fake = createAttendanceFake({
      notifications: [
        fixtureNotification(1, { title: 'Story assigned to you', data: { link: '/main/story/1' } }),
      ],
    });
    const onOpen = vi.fn();
    render(
      <FeatureHarness api={fake.api} session={fake.session}>
        <HomePage
          user={user}
          now={now}
          onOpenNotification={onOpen}
          onViewAllNotifications={() => {}}
        />
      </FeatureHarness>,
    );
    const attendance = await screen.findByRole('region', { name: 'My attendance' });
    expect(
      await within(attendance).findByRole('button', { name: 'Finish Working' }),
    ).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'My team' });
    expect(await within(team).findByText('Omar Khalil')).toBeInTheDocument();
    const inbox = screen.getByRole('region', { name: 'Latest notifications' });
    await userEvent.click(await within(inbox).findByText('Story assigned to you'));
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Story assigned to you' }),
      '/main/story/1',
    );
    expect(within(inbox).getByRole('button', { name: 'View all' })).toBeInTheDocument();
  });

  it('shows empty and error states in the widgets', async () => {
    const empty = createAttendanceFake({ teammateIds: [] });
    const { unmount } = render(
      <FeatureHarness api={empty.api} session={empty.session}>
        <HomePage user={user} now={now} />
      </FeatureHarness>,
    );
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(await screen.findByText('No teammates yet')).toBeInTheDocument();
    unmount();
    const failing = createAttendanceFake({ failWith: SERVER_ERROR });
    render(
      <FeatureHarness api={failing.api} session={failing.session}>
        <HomePage user={user} now={now} />
      </FeatureHarness>,
    );
    expect(await screen.findByText('Notifications could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Your attendance could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Your team could not be loaded')).toBeInTheDocument();
  });
});
