import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, type TabsRootProps } from './Tabs';
import { tabsSizes } from './tabsVariants';

interface DemoProps extends TabsRootProps {
  tabs?: string[];
  listLabel?: string;
}

export function TabsDemo({
  tabs = ['Details', 'Working times', 'Leave'],
  listLabel = 'Profile',
  ...root
}: DemoProps) {
  return (
    <Tabs.Root defaultValue="0" {...root}>
      <Tabs.List aria-label={listLabel}>
        {tabs.map((tab, i) => (
          <Tabs.Trigger key={tab} value={String(i)}>
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab, i) => (
        <Tabs.Content key={tab} value={String(i)}>
          {tab}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsDemo,
  argTypes: { size: { control: 'inline-radio', options: tabsSizes } },
  parameters: {
    docs: {
      description: {
        component:
          "Compose `Tabs.Root`, `.List` (give it an `aria-label`), `.Trigger` and `.Content`. Arrow keys follow the reading direction. Do use tabs for views of one thing; don't use them for steps of a flow.",
      },
    },
  },
} satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Leave' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Leave' })).toBeVisible();
  },
};
export const Playground: Story = { args: { size: 2 } };
