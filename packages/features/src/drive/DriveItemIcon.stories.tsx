import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@atrium/ui';
import { DRIVE_FILE_KINDS } from './driveItemKind.ts';
import { DriveItemIcon } from './DriveItemIcon.tsx';

/** The icon of each kind of item, at list size and at the grid's size. */
const meta = {
  title: 'Features/Drive/DriveItemIcon',
  component: DriveItemIcon,
  args: { kind: 'folder', size: 20 },
} satisfies Meta<typeof DriveItemIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Gallery() {
  return (
    <Flex as="ul" gap="5" wrap="wrap" m="0" p="0" style={{ listStyle: 'none' }}>
      {DRIVE_FILE_KINDS.map((kind) => (
        <Flex
          as="li"
          key={kind}
          direction="column"
          align="center"
          gap="2"
          style={{ inlineSize: '6rem' }}
        >
          <DriveItemIcon kind={kind} size={48} />
          <DriveItemIcon kind={kind} />
          <Text size="1">{kind}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

export const EveryKind: Story = { render: () => <Gallery /> };

export const EveryKindDark: Story = { globals: { theme: 'dark' }, render: () => <Gallery /> };
