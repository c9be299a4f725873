import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Timeline } from './Timeline';

describeConformance(Timeline, {
  name: 'Timeline',
  props: { items: [] },
  refType: HTMLOListElement,
});

describe('Timeline', () => {
  it('lists entries in order with machine-readable times and tones', () => {
    renderWithUi(
      <Timeline
        items={[
          {
            id: '1',
            title: 'Request submitted',
            time: '3 Nov, 09:12',
            dateTime: '2026-11-03T09:12:00Z',
          },
          {
            id: '2',
            title: 'Approved',
            time: '4 Nov, 14:00',
            tone: 'success',
            description: 'By Huda Saleh',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Request submitted');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-03T09:12:00Z');
    expect(items[1]).toHaveAttribute('data-tone', 'success');
    expect(items[1]).toHaveTextContent('By Huda Saleh');
    expect(items[0]).toHaveAttribute('data-tone', 'neutral');
  });
});
