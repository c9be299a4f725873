import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuTooltip, MenuTooltipProvider } from './MenuTooltip';

describe('MenuTooltip', () => {
  it('shows the item title beside the item on keyboard focus', async () => {
    render(
      <MenuTooltipProvider>
        <MenuTooltip label="Home" side="right">
          <a href="/main/home" aria-label="Home">
            H
          </a>
        </MenuTooltip>
      </MenuTooltipProvider>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    await act(async () => {
      fireEvent.focus(link);
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
  });

  it('renders only the item without a provider above it (the provider may arrive later)', () => {
    render(
      <MenuTooltip label="Home" side="left">
        <a href="/main/home">Home</a>
      </MenuTooltip>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    fireEvent.focus(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link).not.toHaveAttribute('data-state');
  });
});
