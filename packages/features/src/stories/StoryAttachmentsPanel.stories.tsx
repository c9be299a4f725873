import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type StoryDetail } from '@atrium/api';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import { PHONE_VIEWPORT } from '../drive/testing/driveStories.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { StoryAttachmentsPanel } from './StoryAttachmentsPanel.tsx';
import {
  createAttachmentsFake,
  type AttachmentsFake,
  type AttachmentsFakeOptions,
} from './testing/attachmentsFixtures.ts';

interface Loaded {
  fake: AttachmentsFake;
  story: StoryDetail;
}

/** A loader: the fake with its story (read before any latency or failure applies). */
function seed(options: AttachmentsFakeOptions = {}) {
  return async (): Promise<Loaded> => {
    const fake = await createAttachmentsFake(options);
    return { fake, story: fake.story };
  };
}

const withProviders: Decorator = function Providers(Story, context) {
  const { fake } = context.loaded as Loaded;
  const language = String(context.globals.locale ?? 'en');
  return (
    <FeatureProviders
      api={fake.api}
      session={fake.session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      <div style={{ maxInlineSize: '28rem', padding: 'var(--space-4)' }}>
        <Story />
      </div>
    </FeatureProviders>
  );
};

/** A story's attachments: open, download, remove, upload, pick from the drive, share as material. */
const meta = {
  title: 'Features/Stories/StoryAttachmentsPanel',
  component: StoryAttachmentsPanel,
  loaders: [seed()],
  decorators: [withProviders],
  render: (_args, context) => <StoryAttachmentsPanel story={(context.loaded as Loaded).story} />,
} satisfies Meta<typeof StoryAttachmentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { story: undefined as unknown as StoryDetail },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getByRole('link', { name: 'Press kit brief.pdf' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Share as material' })).toBeVisible();
  },
};

/** A file put in the trash stays listed, marked, and does not open. */
export const InTrash: Story = {
  ...Default,
  loaders: [seed({ trashFirst: true })],
  play: async () => {
    await expect(await screen.findByText('In trash')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Press kit brief.pdf' })).toBeNull();
  },
};

/** Shared as material: the link to send the client, whose page approves or asks for changes. */
export const SharedAsMaterial: Story = {
  ...Default,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Share as material' }));
    await expect(await screen.findByText('Material link')).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    await expect(field.value).toMatch(/\/material\//);
  },
};

/** Removing an attachment leaves the file in the drive. */
export const Removed: Story = {
  ...Default,
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Quotes for the press.docx from the story',
      }),
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const Empty: Story = {
  ...Default,
  loaders: [seed({ attached: 0, started: true })],
  play: async () => {
    await expect(await screen.findByText('No files attached yet.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Share as material' })).toBeNull();
  },
};

export const Loading: Story = {
  ...Default,
  loaders: [seed({ latencyMs: Infinity })],
  play: async () => {
    await expect(await screen.findByText('Loading the attachments…')).toBeVisible();
  },
};

export const LoadError: Story = {
  ...Default,
  loaders: [
    seed({
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/story',
        detail: 'Internal Server Error',
      }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('The attachments could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  ...Default,
  globals: { locale: 'ar' },
  loaders: [seed({ language: 'ar' })],
  play: async () => {
    const list = await screen.findByRole('list', { name: 'المرفقات' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Phone: Story = { ...Default, parameters: PHONE_VIEWPORT };
