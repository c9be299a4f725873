import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Feedback/Skeleton/Features', component: Skeleton } satisfies Meta<
  typeof Skeleton
>;
export default meta;
type Story = StoryObj<typeof meta>;

const card: Story['render'] = () => (
  <div
    aria-busy="true"
    style={{ display: 'flex', gap: 12, alignItems: 'center', maxInlineSize: 360 }}
  >
    <Skeleton variant="circle" blockSize={40} />
    <div style={{ flex: 1, display: 'grid', gap: 8 }}>
      <Skeleton inlineSize="60%" />
      <Skeleton />
    </div>
  </div>
);

export const Text: Story = { args: { variant: 'text', inlineSize: '20rem' } };
export const Rect: Story = { args: { variant: 'rect', inlineSize: '20rem', blockSize: '6rem' } };
export const Circle: Story = { args: { variant: 'circle', blockSize: '3rem' } };
export const LoadingCard: Story = { render: card };
export const RTL: Story = { globals: { locale: 'ar' }, render: card };
export const Dark: Story = { globals: { theme: 'dark' }, render: card };
