import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { UnavailablePage } from './UnavailablePage.tsx';

describe('UnavailablePage', () => {
  it('says plainly that the area is not built yet and offers the way home', async () => {
    const onHome = vi.fn();
    render(
      <FeatureHarness api={createFakeApi()}>
        <UnavailablePage area="drive" onHome={onHome} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Drive');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Drive is not available yet',
    );
    expect(document.title).toContain('Drive');
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic', () => {
    render(
      <FeatureHarness api={createFakeApi()} language="ar">
        <UnavailablePage area="drive" onHome={vi.fn()} />
      </FeatureHarness>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('الملفات غير متاح بعد');
    expect(screen.getByRole('button', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });
});
