import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
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
});
