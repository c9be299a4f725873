import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Button } from './Button';
import { buttonTones, buttonVariants } from './buttonVariants';

describeConformance(Button, {
  name: 'Button',
  props: { children: 'Save' },
  refType: HTMLButtonElement,
});

describe('Button', () => {
  it('is a button named by its children, type=button by default', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(buttonVariants.flatMap((variant) => buttonTones.map((tone) => [variant, tone] as const)))(
    'renders variant %s with tone %s as state attributes',
    (variant, tone) => {
      renderWithUi(
        <Button variant={variant} tone={tone}>
          Go
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Go' });
      expect(button).toHaveAttribute('data-variant', variant);
      expect(button).toHaveAttribute('data-tone', tone);
    },
  );

  it('while loading: aria-busy, keeps its name, focusable, ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Signing in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Sign in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes full width and renders icons', () => {
    renderWithUi(
      <Button fullWidth startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>
        Next
      </Button>,
    );
    expect(screen.getByTestId('start')).toBeInTheDocument();
    expect(screen.getByTestId('end')).toBeInTheDocument();
  });

  it('renders Arabic labels inside an RTL root', () => {
    renderWithUi(<Button>تسجيل الدخول</Button>, { language: 'ar' });
    const button = screen.getByRole('button', { name: 'تسجيل الدخول' });
    expect(button.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('renders inside an LTR root in English', () => {
    renderWithUi(<Button>Sign in</Button>);
    expect(screen.getByRole('button').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
