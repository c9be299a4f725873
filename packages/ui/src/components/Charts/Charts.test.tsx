import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { BarChart, type BarChartProps } from './BarChart';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';
import { DonutChart } from './DonutChart';
import { chartCopy, weekData } from './chartFixtures';

// jsdom lays nothing out: the charts size themselves with a ResizeObserver, so report a 600 × 280 box.
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 280, top: 0, left: 0, right: 600, bottom: 280 };
    this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}
const originalResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 280,
    top: 0,
    left: 0,
    right: 600,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterAll(() => {
  globalThis.ResizeObserver = originalResizeObserver;
  vi.restoreAllMocks();
});

const en = chartCopy.en;

const ar = chartCopy.ar;

function hoursChart(language: 'en' | 'ar', props: Partial<BarChartProps> = {}) {
  const t = chartCopy[language];
  return (
    <BarChart
      label={t.hours.label}
      data={weekData(language)}
      categoryKey="day"
      categoryLabel={t.categoryLabel}
      series={t.hours.series}
      animated={false}
      {...props}
    />
  );
}

/** The bars of one series, in data order. */
function barsOf(container: HTMLElement, seriesLabel: string) {
  return [...container.querySelectorAll(`.recharts-bar-rectangle path[name="${seriesLabel}"]`)];
}
const numberAttr = (element: Element | undefined, name: string) =>
  Number(element?.getAttribute(name));

/** The x of the point a donut sector's outline starts at. */
function sectorStartX(container: HTMLElement, segmentLabel: string) {
  const d = container.querySelector(`.recharts-sector[name="${segmentLabel}"]`)?.getAttribute('d');
  return Number(/M\s*([\d.]+)/.exec(d ?? '')?.[1]);
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describeConformance(BarChart, {
  name: 'BarChart',
  props: {
    label: en.hours.label,
    data: weekData('en'),
    categoryKey: 'day',
    categoryLabel: en.categoryLabel,
    series: en.hours.series,
  },
  refType: HTMLElement,
});
describeConformance(StackedBarChart, {
  name: 'StackedBarChart',
  props: {
    label: en.attendance.label,
    data: weekData('en'),
    categoryKey: 'day',
    categoryLabel: en.categoryLabel,
    series: en.attendance.series,
  },
  refType: HTMLElement,
});
describeConformance(LineChart, {
  name: 'LineChart',
  props: {
    label: en.trend.label,
    data: weekData('en'),
    categoryKey: 'day',
    categoryLabel: en.categoryLabel,
    series: en.trend.series,
  },
  refType: HTMLElement,
});
describeConformance(DonutChart, {
  name: 'DonutChart',
  props: {
    label: en.status.label,
    segments: en.status.segments,
    segmentLabel: en.status.segmentLabel,
    valueLabel: en.status.valueLabel,
  },
  refType: HTMLElement,
});

describe('BarChart', () => {
  it('is one image named by its summary, with the numbers as a table for screen readers', () => {
    renderWithUi(hoursChart('en'));
    expect(screen.getByRole('img', { name: en.hours.label })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: en.hours.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Planned', 'Actual']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Sun4038');
    expect(within(rows[4]!).getByRole('rowheader')).toHaveTextContent('Thu');
  });

  it('draws one bar per datum and series in theme colours, with a legend', () => {
    const { container } = renderWithUi(hoursChart('en'));
    expect(barsOf(container, 'Planned')).toHaveLength(5);
    expect(barsOf(container, 'Actual')).toHaveLength(5);
    expect(barsOf(container, 'Planned')[0]).toHaveAttribute('fill', 'var(--accent-9)');
    expect(barsOf(container, 'Actual')[0]).toHaveAttribute('fill', 'var(--amber-9)');
    const legend = container.querySelector('[data-chart-legend]') as HTMLElement;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Planned', 'Actual']);
  });

  it('leaves the legend out for a single series unless asked', () => {
    const { container, rerender } = renderWithUi(
      hoursChart('en', { series: [en.hours.series[0]!] }),
    );
    expect(container.querySelector('[data-chart-legend]')).toBeNull();
    rerender(hoursChart('en', { series: [en.hours.series[0]!], legend: true }));
    expect(container.querySelector('[data-chart-legend]')).not.toBeNull();
  });

  it('runs the categories from the right in Arabic, with Arabic-Indic digits', () => {
    const ltr = renderWithUi(hoursChart('en'));
    const ltrBars = barsOf(ltr.container, 'Planned');
    expect(numberAttr(ltrBars[0], 'x')).toBeLessThan(numberAttr(ltrBars[4], 'x'));
    ltr.unmount();

    const { container } = renderWithUi(hoursChart('ar'), { language: 'ar' });
    const bars = barsOf(container, 'المخطط لها');
    expect(numberAttr(bars[0], 'x')).toBeGreaterThan(numberAttr(bars[4], 'x'));
    const table = screen.getByRole('table', { name: ar.hours.label });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('الأحد٤٠٣٨');
    expect(screen.getByRole('img', { name: ar.hours.label })).toBeInTheDocument();
  });

  it('shows the values of the category under the pointer in a tooltip', async () => {
    const { container } = renderWithUi(hoursChart('en'));
    fireEvent.mouseMove(container.querySelector('.recharts-wrapper')!, {
      clientX: 60,
      clientY: 100,
    });
    // pointer moves are handled on the next animation frame
    const tooltip = await vi.waitFor(() => {
      const element = container.querySelector<HTMLElement>('[data-chart-tooltip]');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(tooltip).toHaveTextContent('Sun');
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Planned40', 'Actual38']);
  });

  it('writes values with the given number format in the table', () => {
    renderWithUi(
      hoursChart('ar', {
        numberFormat: { style: 'unit', unit: 'hour', unitDisplay: 'narrow' },
      }),
      { language: 'ar' },
    );
    const table = screen.getByRole('table');
    const expected = new Intl.NumberFormat('ar-u-nu-arab', {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'narrow',
    }).format(40);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(expected);
  });

  it('keeps long category labels whole in the table', () => {
    const long = 'Thursday (half day before the public holiday)';
    const data = weekData('en').map((d, i) => (i === 4 ? { ...d, day: long } : d));
    renderWithUi(hoursChart('en', { data }));
    expect(screen.getByRole('rowheader', { name: long })).toBeInTheDocument();
  });

  it('shows the empty label instead of a chart when there is nothing to plot', () => {
    const { container } = renderWithUi(hoursChart('en', { data: [], emptyLabel: en.emptyLabel }));
    expect(screen.getByText(en.emptyLabel)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('figure')).toHaveAttribute('data-state', 'empty');
  });

  it('while loading: busy, announces the loading label, draws no chart', () => {
    const { container } = renderWithUi(
      hoursChart('ar', { loading: true, loadingLabel: ar.loadingLabel }),
      { language: 'ar' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(ar.loadingLabel);
    expect(container.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('animates the bars in, except when the user prefers reduced motion', () => {
    mockReducedMotion(false);
    const animated = renderWithUi(hoursChart('en', { animated: true }));
    // mid-animation: the bars have not grown yet
    expect(barsOf(animated.container, 'Planned')).toHaveLength(0);
    animated.unmount();

    mockReducedMotion(true);
    const still = renderWithUi(hoursChart('en', { animated: true }));
    expect(barsOf(still.container, 'Planned')).toHaveLength(5);
  });
});

describe('StackedBarChart', () => {
  it("stacks each category's series into one bar", () => {
    const { container } = renderWithUi(
      <StackedBarChart
        label={en.attendance.label}
        data={weekData('en')}
        categoryKey="day"
        categoryLabel={en.categoryLabel}
        series={en.attendance.series}
        animated={false}
      />,
    );
    const [onTime] = barsOf(container, 'On time');
    const [late] = barsOf(container, 'Late');
    const [absent] = barsOf(container, 'Absent');
    // same column, each segment sitting on the one below
    expect(numberAttr(late, 'x')).toBe(numberAttr(onTime, 'x'));
    expect(numberAttr(late, 'y') + numberAttr(late, 'height')).toBeCloseTo(numberAttr(onTime, 'y'));
    expect(numberAttr(absent, 'y') + numberAttr(absent, 'height')).toBeCloseTo(
      numberAttr(late, 'y'),
    );
    expect(onTime).toHaveAttribute('fill', 'var(--green-9)');
    expect(absent).toHaveAttribute('fill', 'var(--red-9)');
    expect(screen.getByRole('img', { name: en.attendance.label })).toBeInTheDocument();
  });
});

describe('LineChart', () => {
  it('draws one line per series and lists decimals in the UI language', () => {
    const { container } = renderWithUi(
      <LineChart
        label={ar.trend.label}
        data={weekData('ar')}
        categoryKey="day"
        categoryLabel={ar.categoryLabel}
        series={ar.trend.series}
        animated={false}
      />,
      { language: 'ar' },
    );
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
    expect(container.querySelector('.recharts-line-curve')).toHaveAttribute(
      'stroke',
      'var(--accent-9)',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('الأحد١٫٥');
  });
});

describe('DonutChart', () => {
  function donut(language: 'en' | 'ar') {
    const t = chartCopy[language].status;
    return (
      <DonutChart
        label={t.label}
        segments={t.segments}
        segmentLabel={t.segmentLabel}
        valueLabel={t.valueLabel}
        totalLabel={t.totalLabel}
        animated={false}
      />
    );
  }

  it('draws a sector per segment, the total in the hole, a legend and a table', () => {
    const { container } = renderWithUi(donut('en'));
    expect(container.querySelectorAll('.recharts-sector')).toHaveLength(4);
    expect(container.querySelector('.recharts-sector[name="Late"]')).toHaveAttribute(
      'fill',
      'var(--amber-9)',
    );
    expect(screen.getByRole('img', { name: en.status.label })).toHaveTextContent('42Employees');
    const legend = container.querySelector('[data-chart-legend]') as HTMLElement;
    expect(within(legend).getAllByRole('listitem')).toHaveLength(4);
    const table = screen.getByRole('table', { name: en.status.label });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Present30');
  });

  it('goes round clockwise in English and anticlockwise in Arabic', () => {
    const ltr = renderWithUi(donut('en'));
    // the second segment starts where the first (most of the ring) ends: on the left in LTR
    expect(sectorStartX(ltr.container, 'Late')).toBeLessThan(300);
    ltr.unmount();
    const { container } = renderWithUi(donut('ar'), { language: 'ar' });
    expect(sectorStartX(container, 'متأخر')).toBeGreaterThan(300);
    expect(screen.getByRole('img')).toHaveTextContent('٤٢');
  });

  it('puts no tab stop inside any chart (the drawing is one image)', () => {
    const { container } = renderWithUi(
      <>
        {donut('en')}
        {hoursChart('en')}
        <LineChart
          label={en.trend.label}
          data={weekData('en')}
          categoryKey="day"
          categoryLabel={en.categoryLabel}
          series={en.trend.series}
          animated={false}
        />
      </>,
    );
    expect(container.querySelectorAll('.recharts-surface')).toHaveLength(3);
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it('is empty when every segment is zero', () => {
    renderWithUi(
      <DonutChart
        label={en.status.label}
        segments={en.status.segments.map((s) => ({ ...s, value: 0 }))}
        segmentLabel={en.status.segmentLabel}
        valueLabel={en.status.valueLabel}
        emptyLabel={en.emptyLabel}
      />,
    );
    expect(screen.getByText(en.emptyLabel)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
