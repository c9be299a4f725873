import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { avatarAvailabilities, avatarSizes } from './avatarVariants';

const meta = {
  title: 'Data display/Avatar/Features',
  component: Avatar,
  args: { name: 'Huda Saleh' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  en: { online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline' },
  ar: { online: 'متصل', away: 'بعيد', busy: 'مشغول', offline: 'غير متصل' },
};
// a 1×1 accent-coloured PNG keeps the story offline
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const all = (name: string, language: 'en' | 'ar'): Story['render'] =>
  function All() {
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name={name} size={size} />
        ))}
        {avatarAvailabilities.map((availability) => (
          <Avatar
            key={availability}
            name={name}
            size={3}
            availability={availability}
            availabilityLabel={labels[language][availability]}
          />
        ))}
      </div>
    );
  };

export const Sizes: Story = { render: all('Huda Saleh', 'en') };
export const WithPhoto: Story = { args: { src: photo, size: 4 } };
export const BrokenPhotoFallsBack: Story = { args: { src: '/does-not-exist.png', size: 4 } };
export const Online: Story = {
  args: { availability: 'online', availabilityLabel: 'Online', size: 3 },
};
export const RTL: Story = { globals: { locale: 'ar' }, render: all('هدى صالح', 'ar') };
export const Dark: Story = { globals: { theme: 'dark' }, render: all('Omar Haddad', 'en') };
export const LongNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Avatar name="Maria-Fernanda de los Santos Rodríguez" size={3} />
      <Avatar name="عبد الرحمن بن عبد العزيز آل سعود" size={3} />
    </div>
  ),
};
