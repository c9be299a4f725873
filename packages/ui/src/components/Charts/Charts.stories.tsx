import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useUi } from '../../UiProvider/useUi';
import { BarChart } from './BarChart';
import { chartCopy, weekData } from './chartFixtures';
import type { ChartDatum } from './chartTypes';
import { DonutChart } from './DonutChart';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';

const chartKinds = ['bar', 'stacked-bar', 'line', 'donut'] as const;

interface DemoProps {
  /** Which chart to show. */
  kind?: (typeof chartKinds)[number];
  loading?: boolean;
  /** Render without data, to see the empty state. */
  empty?: boolean;
  legend?: boolean;
  height?: number;
  animated?: boolean;
  /** Replaces the demo data of the bar, stacked bar and line charts. */
  data?: ChartDatum[];
}

/** One of the four charts with the demo week, in the language of the surrounding UiProvider. */
export function ChartsDemo({ kind = 'bar', empty = false, data, ...props }: DemoProps) {
  const { language } = useUi();
  const t = chartCopy[language];
  const states = { loadingLabel: t.loadingLabel, emptyLabel: t.emptyLabel, ...props };
  const rows = empty ? [] : (data ?? weekData(language));
  const cartesian = { data: rows, categoryKey: 'day', categoryLabel: t.categoryLabel, ...states };
  switch (kind) {
    case 'donut':
      return (
        <DonutChart
          label={t.status.label}
          segments={empty ? [] : t.status.segments}
          segmentLabel={t.status.segmentLabel}
          valueLabel={t.status.valueLabel}
          totalLabel={t.status.totalLabel}
          {...states}
        />
      );
    case 'line':
      return <LineChart label={t.trend.label} series={t.trend.series} {...cartesian} />;
    case 'stacked-bar':
      return (
        <StackedBarChart label={t.attendance.label} series={t.attendance.series} {...cartesian} />
      );
    default:
      return <BarChart label={t.hours.label} series={t.hours.series} {...cartesian} />;
  }
}

const meta = {
  title: 'Data display/Charts',
  component: ChartsDemo,
  // the demo component is exported for the features stories, not a story itself
  excludeStories: ['ChartsDemo'],
  argTypes: {
    kind: { control: 'inline-radio', options: chartKinds },
    height: { control: { type: 'range', min: 160, max: 480, step: 20 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Import from `@atrium/ui/charts` (not `@atrium/ui`), and load the page that uses them lazily, so the chart library stays out of the login and shell bundles. Give every chart a `label` that says what it shows in one sentence: screen readers hear it, and get the numbers as a table. Do use a bar chart to compare, a line chart for a trend over time, a stacked bar for parts of a total per category and a donut for a few parts of one whole; don't use a donut for more than five or so parts. Colours come from the theme; set a series' `tone` when it has a meaning (green for on time, red for absent).",
      },
    },
  },
} satisfies Meta<typeof ChartsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: chartCopy.en.hours.label });
    await expect(chart).toBeVisible();
    const table = canvas.getByRole('table', { name: chartCopy.en.hours.label });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};
export const Playground: Story = {
  args: { kind: 'stacked-bar', legend: true, height: 280, loading: false, empty: false },
};
