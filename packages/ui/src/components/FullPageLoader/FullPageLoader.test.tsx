import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { FullPageLoader } from './FullPageLoader';

describeConformance(FullPageLoader, {
  name: 'FullPageLoader',
  props: { label: 'Loading' },
  refType: HTMLDivElement,
});

describe('FullPageLoader', () => {
  it('is one status region carrying its label', () => {
    renderWithUi(<FullPageLoader label="Loading Atrium" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Atrium');
  });

  it('renders in RTL with an Arabic label', () => {
    renderWithUi(<FullPageLoader label="جارٍ التحميل" />, { language: 'ar' });
    expect(screen.getByRole('status').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
