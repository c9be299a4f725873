import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { LoadingPage, StatusPage } from './StatusPage.tsx';

describe('StatusPage', () => {
  it.each([
    [404, 'Page not found', 'does not exist'],
    [401, 'Not authorized', 'do not have permission'],
    [500, 'Server error', 'went wrong on our side'],
  ] as const)('shows %i with its title, explanation and document title', (status, title, text) => {
    render(
      <FeatureHarness api={createFakeApi()}>
        <StatusPage status={status} onHome={vi.fn()} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(document.title).toContain(title);
  });

  it('goes home when asked', async () => {
    const onHome = vi.fn();
    render(
      <FeatureHarness api={createFakeApi()}>
        <StatusPage status={404} onHome={onHome} />
      </FeatureHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic right to left', () => {
    render(
      <FeatureHarness api={createFakeApi()} language="ar">
        <StatusPage status={401} onHome={vi.fn()} />
      </FeatureHarness>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('غير مصرّح لك');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });
});

describe('LoadingPage', () => {
  it('announces loading in the user’s language', () => {
    render(
      <FeatureHarness api={createFakeApi()} language="ar">
        <LoadingPage />
      </FeatureHarness>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });
});
