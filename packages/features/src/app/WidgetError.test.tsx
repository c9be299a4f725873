import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { WidgetError } from './WidgetError.tsx';

const props = {
  title: 'Your attendance could not be loaded',
  message: 'No response received from server',
  retryLabel: 'Try again',
};

describe('WidgetError', () => {
  it('is a danger alert saying what failed and why, with a retry', async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <FeatureHarness api={createFakeApi()}>
        <WidgetError {...props} onRetry={onRetry} />
      </FeatureHarness>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(alert).toHaveTextContent(props.title);
    expect(alert).toHaveTextContent(props.message);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
