import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { PasswordField } from './PasswordField';

const labels = { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password' };

describeConformance(PasswordField, {
  name: 'PasswordField',
  props: labels,
  refType: HTMLInputElement,
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const onVisibilityChange = vi.fn();
    renderWithUi(<PasswordField {...labels} onVisibilityChange={onVisibilityChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('type', 'button');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    const pressed = screen.getByRole('button', { name: 'Hide password' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(pressed);
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibilityChange).toHaveBeenLastCalledWith(false);
  });

  it('does not submit the form when toggled', async () => {
    const onSubmit = vi.fn();
    renderWithUi(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <PasswordField {...labels} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards register() props to the input', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderWithUi(
      <PasswordField
        {...labels}
        name="password"
        onChange={onChange}
        ref={ref}
        required
        error="Required"
      />,
    );
    const input = screen.getByLabelText(/^Password/);
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'password');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'secret');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('uses Arabic labels in RTL', async () => {
    renderWithUi(
      <PasswordField
        label="كلمة المرور"
        showLabel="إظهار كلمة المرور"
        hideLabel="إخفاء كلمة المرور"
      />,
      {
        language: 'ar',
      },
    );
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(toggle.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();
  });
});
