import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Tooltip } from './Tooltip';

// jsdom has no ResizeObserver; Radix measures the tooltip arrow with one
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describeConformance(Tooltip, {
  name: 'Tooltip',
  props: { content: 'Copy link', defaultOpen: true, children: <button>Copy</button> },
  refType: HTMLDivElement,
});

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes on Escape', async () => {
    renderWithUi(
      <Tooltip content="Copy the invitation link">
        <button>Copy</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Copy the invitation link');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription(
      'Copy the invitation link',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders Arabic content right to left', async () => {
    renderWithUi(
      <Tooltip content="نسخ الرابط" defaultOpen>
        <button>نسخ</button>
      </Tooltip>,
      { language: 'ar' },
    );
    const tip = await screen.findByRole('tooltip');
    expect(tip.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
