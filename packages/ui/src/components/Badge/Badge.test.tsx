import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Badge } from './Badge';
import { badgeTones, badgeVariants } from './badgeVariants';

describeConformance(Badge, {
  name: 'Badge',
  props: { children: 'Active' },
  refType: HTMLSpanElement,
});

describe('Badge', () => {
  it.each(badgeVariants.flatMap((variant) => badgeTones.map((tone) => [variant, tone] as const)))(
    'renders variant %s tone %s as state attributes',
    (variant, tone) => {
      renderWithUi(
        <Badge variant={variant} tone={tone}>
          Active
        </Badge>,
      );
      const badge = screen.getByText('Active');
      expect(badge).toHaveAttribute('data-variant', variant);
      expect(badge).toHaveAttribute('data-tone', tone);
    },
  );

  it('hides its icon and keeps the text as the meaning', () => {
    renderWithUi(<Badge icon={<svg data-testid="icon" />}>نشط</Badge>, { language: 'ar' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('نشط')).toBeInTheDocument();
  });
});
