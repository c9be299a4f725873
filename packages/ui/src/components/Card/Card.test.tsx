import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Card } from './Card';
import { cardVariants } from './cardVariants';

describeConformance(Card, { name: 'Card', props: { children: 'Body' }, refType: HTMLElement });

describe('Card', () => {
  it('is a region named by its title, with description, actions, body and footer', () => {
    renderWithUi(
      <Card
        title="Working times"
        description="This week"
        actions={<button>Edit</button>}
        footer={<button>Save</button>}
      >
        Body text
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Working times' });
    expect(region).toHaveTextContent('This week');
    expect(region).toHaveTextContent('Body text');
    expect(screen.getByRole('heading', { level: 3, name: 'Working times' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it.each(cardVariants)('renders variant %s', (variant) => {
    renderWithUi(<Card variant={variant}>x</Card>);
    expect(screen.getByText('x')).toHaveAttribute('data-variant', variant);
  });

  it('has no region role without a title', () => {
    renderWithUi(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
