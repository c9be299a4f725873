import { createRef, type ChangeEvent, type FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { TextField } from './TextField';

describeConformance(TextField, {
  name: 'TextField',
  props: { label: 'Email' },
  refType: HTMLInputElement,
});

describe('TextField', () => {
  it('labels the input', () => {
    renderWithUi(<TextField label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    renderWithUi(<TextField label="Email" hint="Your work address" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email Your work address');
  });

  it('is not invalid without an error', () => {
    renderWithUi(<TextField label="Email" hint="Your work address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Your work address');
  });

  it('marks required inputs natively, with a decorative asterisk', () => {
    renderWithUi(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
  });

  it('works with react-hook-form style register(): name, onChange, onBlur and ref reach the input', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
    const onBlur = vi.fn((event: FocusEvent<HTMLInputElement>) => event.target.name);
    const ref = createRef<HTMLInputElement>();
    renderWithUi(
      <TextField label="Username" name="username" onChange={onChange} onBlur={onBlur} ref={ref} />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'username');
    await userEvent.type(input, 'amal');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(ref.current?.value).toBe('amal');
    await userEvent.tab();
    expect(onBlur).toHaveReturnedWith('username');
  });

  it('keeps a caller-provided id and aria-describedby', () => {
    renderWithUi(
      <>
        <p id="extra">Extra</p>
        <TextField label="Email" id="email" aria-describedby="extra" hint="Hint" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Hint Extra');
  });

  it('renders a decorative start icon', () => {
    const { container } = renderWithUi(<TextField label="Email" startIcon={<svg />} />);
    expect(container.querySelector('[data-has-start]')).not.toBeNull();
    expect(container.querySelector('.rt-TextFieldSlot')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders Arabic labels in an RTL root', () => {
    renderWithUi(<TextField label="البريد الإلكتروني" error="أدخل بريدًا صالحًا" />, {
      language: 'ar',
    });
    const input = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(input).toHaveAccessibleDescription('أدخل بريدًا صالحًا');
    expect(input.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('renders in an LTR root in English', () => {
    renderWithUi(<TextField label="Email" />);
    expect(screen.getByRole('textbox').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
