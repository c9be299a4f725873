import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { HomePage } from './HomePage.tsx';

const user = { username: 'layla', full_name: 'Layla Haddad', role: 'admin' as const };
const now = new Date(2026, 10, 22, 9, 30);

describe('HomePage', () => {
  it('greets the user with their role and today’s date, and signs out', async () => {
    const onSignOut = vi.fn();
    render(
      <FeatureHarness api={createFakeApi()}>
        <HomePage user={user} onSignOut={onSignOut} now={now} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Layla Haddad');
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Sunday, 22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic right to left with Arabic digits', () => {
    render(
      <FeatureHarness api={createFakeApi()} language="ar">
        <HomePage user={user} onSignOut={vi.fn()} now={now} />
      </FeatureHarness>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('مرحبًا، Layla Haddad');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('مشرف')).toBeInTheDocument();
    expect(screen.getByText('الأحد، ٢٢ نوفمبر ٢٠٢٦')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('falls back to the username when there is no full name', () => {
    render(
      <FeatureHarness api={createFakeApi()}>
        <HomePage user={{ ...user, full_name: ' ' }} onSignOut={vi.fn()} now={now} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, layla');
  });
});
