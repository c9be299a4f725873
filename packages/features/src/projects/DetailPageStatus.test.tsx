import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { UiProvider } from '@atrium/ui';
import { DetailPageStatus } from './DetailPageStatus.tsx';

const labels = {
  loading: 'Loading…',
  notFoundTitle: 'Not found',
  notFoundText: 'It is gone or not yours.',
  backToList: 'Back to the list',
  errorTitle: 'Could not load',
  retry: 'Try again',
};

function show(loading: boolean, error: unknown) {
  const onBack = vi.fn();
  const onRetry = vi.fn();
  render(
    <UiProvider language="en" appearance="light">
      <DetailPageStatus
        loading={loading}
        error={error}
        errorText="The server failed."
        icon={null}
        labels={labels}
        onBack={onBack}
        onRetry={onRetry}
      />
    </UiProvider>,
  );
  return { onBack, onRetry, user: userEvent.setup() };
}

describe('DetailPageStatus', () => {
  it('shows the loader while there is nothing yet', () => {
    show(true, undefined);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('reads a 404 as not found, with the way back', async () => {
    const { onBack, user } = show(
      false,
      new ApiError({ kind: 'detail', status: 404, url: '/api/projects/x', detail: 'Not found' }),
    );
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows any other failure with a retry', async () => {
    const { onRetry, user } = show(
      false,
      new ApiError({ kind: 'detail', status: 500, url: '/api/projects/x' }),
    );
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(screen.getByText('The server failed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
