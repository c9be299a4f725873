import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Stat } from './Stat';

describeConformance(Stat, {
  name: 'Stat',
  props: { label: 'Hours', value: '38' },
  refType: HTMLDListElement,
});

describe('Stat', () => {
  it('pairs the label with the value and describes the change', () => {
    renderWithUi(
      <Stat
        label="Hours this week"
        value="38"
        delta={{ value: '+12%', trend: 'up', tone: 'success', note: 'vs last week' }}
      />,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Hours this week');
    const [value, delta] = screen.getAllByRole('definition');
    expect(value).toHaveTextContent('38');
    expect(delta).toHaveTextContent('+12% vs last week');
    expect(delta).toHaveAttribute('data-tone', 'success');
    expect(delta).toHaveAttribute('data-trend', 'up');
  });

  it('while loading: busy, named, no value or delta', () => {
    renderWithUi(
      <Stat
        label="الإجازات"
        value="٣"
        loading
        loadingLabel="جارٍ التحميل"
        delta={{ value: '١', trend: 'down' }}
      />,
      { language: 'ar' },
    );
    const stat = screen.getByRole('term').parentElement!;
    expect(stat).toHaveAttribute('aria-busy', 'true');
    expect(stat).toHaveAttribute('aria-label', 'جارٍ التحميل');
    expect(screen.queryByText('٣')).toBeNull();
    expect(screen.getAllByRole('definition')).toHaveLength(1);
  });
});
