import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Spinner } from './Spinner';

describeConformance(Spinner, {
  name: 'Spinner',
  props: { label: 'Loading' },
  refType: HTMLSpanElement,
});

describe('Spinner', () => {
  it('is a named status when it has a label', () => {
    renderWithUi(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithUi(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-size="2"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces Arabic labels in RTL', () => {
    renderWithUi(<Spinner label="جارٍ التحميل" />, { language: 'ar' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('جارٍ التحميل');
    expect(status.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
