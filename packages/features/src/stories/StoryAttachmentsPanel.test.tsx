import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DriveItem } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Uploader } from '../drive/uploads/uploader.ts';
import { StoryAttachmentsPanel } from './StoryAttachmentsPanel.tsx';
import { createAttachmentsFake, type AttachmentsFake } from './testing/attachmentsFixtures.ts';

function renderPanel(fake: AttachmentsFake, uploader?: Uploader) {
  render(
    <FeatureHarness api={fake.api} session={fake.session}>
      <StoryAttachmentsPanel story={fake.story} {...(uploader ? { uploader } : {})} />
    </FeatureHarness>,
  );
  return userEvent.setup();
}

describe('StoryAttachmentsPanel', () => {
  it('uploads into the Projects/KEY folder and attaches what arrived', async () => {
    const fake = await createAttachmentsFake({ attached: 2 });
    const quotes = (await fake.api.drive.list({ q: 'Quotes' })).items[0] as DriveItem;
    const targets: (string | undefined)[] = [];
    // The drive answers with the file it stored (here one the drive fake already holds).
    const uploader: Uploader = (file, target, callbacks) => {
      targets.push(target.parentId);
      callbacks.onProgress(file.size, file.size);
      callbacks.onSuccess({ ...quotes, name: file.name });
      return { pause: () => undefined, resume: () => undefined, cancel: () => undefined };
    };
    const user = renderPanel(fake, uploader);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['quotes'], 'Quotes for the press.docx'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(targets).toHaveLength(1);
    expect(targets[0]).toBeTruthy();
    expect(fake.api.calls).toEqual(
      expect.arrayContaining(['stories.uploadFolder', 'stories.attach']),
    );
  });

  it('opens and downloads through the story, and removes an attachment', async () => {
    const fake = await createAttachmentsFake();
    const user = renderPanel(fake);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    const open = await within(list).findByRole('link', { name: 'Press kit brief.pdf' });
    expect(open.getAttribute('href')).toMatch(
      new RegExp(`^/api/story/${fake.storyId}/attachments/[^/]+/content\\?disposition=inline$`),
    );
    const download = within(list).getByRole('link', { name: 'Download Press kit brief.pdf' });
    expect(download.getAttribute('href')).toMatch(/disposition=attachment$/);
    await user.click(
      within(list).getByRole('button', { name: 'Remove Press kit brief.pdf from the story' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect((await fake.api.stories.attachments(fake.storyId)).items).toHaveLength(2);
  });

  it('shows a trashed file as in the trash, without a way to open it', async () => {
    const fake = await createAttachmentsFake({ trashFirst: true });
    renderPanel(fake);
    expect(await screen.findByText('In trash')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Press kit brief.pdf' })).toBeNull();
  });

  it('shares the attachments as material only from review', async () => {
    const started = await createAttachmentsFake({ started: true });
    renderPanel(started);
    await screen.findByRole('list', { name: 'Attachments' });
    expect(screen.queryByRole('button', { name: 'Share as material' })).toBeNull();
  });
});
