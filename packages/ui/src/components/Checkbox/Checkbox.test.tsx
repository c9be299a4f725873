import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Checkbox } from './Checkbox';

describeConformance(Checkbox, {
  name: 'Checkbox',
  props: { label: 'Remember me' },
  refType: HTMLButtonElement,
});

describe('Checkbox', () => {
  it('toggles by clicking the box or the label and by Space', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('wires hint and error and the required state', () => {
    renderWithUi(
      <Checkbox label="I agree" hint="Read the terms" error="You must agree" required />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('You must agree Read the terms');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('shows the mixed state', () => {
    renderWithUi(<Checkbox label="All" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('does not toggle when disabled', async () => {
    renderWithUi(<Checkbox label="Remember me" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });

  it('submits its value in a form when named', async () => {
    // Radix sizes its hidden form input with a ResizeObserver, which jsdom lacks
    stubBrowserApis();
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('remember');
    });
    renderWithUi(
      <form onSubmit={onSubmit}>
        <Checkbox label="Remember me" name="remember" value="yes" defaultChecked />
        <button type="submit">Go</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveReturnedWith('yes');
    vi.unstubAllGlobals();
  });
});
