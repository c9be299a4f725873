import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { chartCopy, weekData } from './chartFixtures';
import { ChartsDemo } from './Charts.stories';

const meta = { title: 'Data display/Charts/Features', component: ChartsDemo } satisfies Meta<
  typeof ChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllCharts() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 32,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
      }}
    >
      <ChartsDemo kind="bar" />
      <ChartsDemo kind="stacked-bar" />
      <ChartsDemo kind="line" />
      <ChartsDemo kind="donut" />
    </div>
  );
}

export const Bar: Story = {
  args: { kind: 'bar' },
  play: async ({ canvasElement }) => {
    // the bars grow in first (the runner does not ask for reduced motion)
    const bar = await waitFor(() => {
      const bars = canvasElement.querySelectorAll('.recharts-bar-rectangle path');
      if (bars.length !== 10) throw new Error(`${bars.length} of 10 bars drawn`);
      return bars[0]!;
    });
    // the chart reads the pointer's position, so move it to the middle of the first bar
    const box = bar.getBoundingClientRect();
    fireEvent.mouseMove(bar, {
      clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 2,
    });
    const tooltip = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('[data-chart-tooltip]');
      if (!element) throw new Error('no tooltip yet');
      return element;
    });
    await expect(tooltip).toHaveTextContent('Sun');
    await expect(within(tooltip).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-chart-legend]')).toHaveTextContent(
      'PlannedActual',
    );
  },
};
export const StackedBar: Story = { args: { kind: 'stacked-bar' } };
export const Line: Story = { args: { kind: 'line' } };
export const Donut: Story = {
  args: { kind: 'donut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: chartCopy.en.status.label })).toHaveTextContent(
      '42',
    );
  },
};
export const RTL: Story = {
  globals: { locale: 'ar' },
  render: () => <AllCharts />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: chartCopy.ar.hours.label })).toBeVisible();
    const table = canvas.getByRole('table', { name: chartCopy.ar.hours.label });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('الأحد٤٠٣٨');
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, render: () => <AllCharts /> };
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chartCopy.en.emptyLabel)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const EmptyArabic: Story = {
  globals: { locale: 'ar' },
  args: { kind: 'donut', empty: true },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(chartCopy.en.loadingLabel);
  },
};
export const LoadingArabic: Story = { globals: { locale: 'ar' }, args: { loading: true } };
const longDays = {
  en: ['Sunday, 1 November', 'Monday (public holiday)', 'Tuesday', 'Wednesday', 'Thursday'],
  ar: ['الأحد ١ نوفمبر', 'الإثنين (عطلة رسمية)', 'الثلاثاء', 'الأربعاء', 'الخميس'],
};
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 420 }}>
      <ChartsDemo
        kind="stacked-bar"
        data={weekData('en').map((d, i) => ({ ...d, day: longDays.en[i] }))}
      />
    </div>
  ),
};
export const LongLabelsArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ maxInlineSize: 420 }}>
      <ChartsDemo kind="bar" data={weekData('ar').map((d, i) => ({ ...d, day: longDays.ar[i] }))} />
    </div>
  ),
};
export const NoAnimation: Story = {
  args: { kind: 'line', animated: false },
  parameters: {
    docs: {
      description: {
        story:
          'Charts never animate when the user prefers reduced motion; `animated={false}` turns it off for everyone (screenshots use it).',
      },
    },
  },
};
