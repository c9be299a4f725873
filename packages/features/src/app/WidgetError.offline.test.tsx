import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { WidgetError } from './WidgetError.tsx';

// The alert's own file cannot be downloaded (the network that failed the widget is down).
vi.mock('./WidgetErrorAlert.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('WidgetError without its alert file', () => {
  it('still says what failed and why, as an alert, and the retry works', async () => {
    const onRetry = vi.fn();
    render(
      <FeatureHarness api={createFakeApi()}>
        <WidgetError
          title="Your attendance could not be loaded"
          message="No response received from server"
          retryLabel="Try again"
          onRetry={onRetry}
        />
      </FeatureHarness>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveAttribute('data-tone');
    expect(alert).toHaveTextContent('Your attendance could not be loaded');
    expect(alert).toHaveTextContent('No response received from server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
