import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { EmptyState } from './EmptyState';

describeConformance(EmptyState, {
  name: 'EmptyState',
  props: { title: 'No users yet' },
  refType: HTMLDivElement,
});

describe('EmptyState', () => {
  it('shows title, text, a hidden icon and a working action', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No users yet"
        text="Invite your first colleague."
        titleAs="h2"
        action={<button onClick={onClick}>Invite</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No users yet' })).toBeInTheDocument();
    expect(screen.getByText('Invite your first colleague.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('renders Arabic in an RTL root, title as a paragraph by default', () => {
    renderWithUi(<EmptyState title="لا يوجد مستخدمون" />, { language: 'ar' });
    const title = screen.getByText('لا يوجد مستخدمون');
    expect(title.tagName).toBe('P');
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
