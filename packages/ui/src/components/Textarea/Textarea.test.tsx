import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Textarea } from './Textarea';

describeConformance(Textarea, {
  name: 'Textarea',
  props: { label: 'Notes' },
  refType: HTMLTextAreaElement,
});

describe('Textarea', () => {
  it('is labelled, described and invalid with an error', () => {
    renderWithUi(<Textarea label="Notes" hint="Optional" error="Too long" required />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Too long Optional');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
  });

  it('passes register()-style props to the textarea', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLTextAreaElement>();
    renderWithUi(<Textarea label="Notes" name="notes" onChange={onChange} ref={ref} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current?.value).toBe('Hi');
    expect(ref.current).toHaveAttribute('name', 'notes');
  });

  it('is disabled and keeps a caller aria-describedby', () => {
    renderWithUi(
      <>
        <p id="extra">Extra</p>
        <Textarea label="Notes" hint="Hint" disabled aria-describedby="extra" />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Hint Extra');
  });

  it('renders Arabic right to left', () => {
    renderWithUi(<Textarea label="ملاحظات" />, { language: 'ar' });
    expect(screen.getByRole('textbox', { name: 'ملاحظات' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});
