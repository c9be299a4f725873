import type { StoryDetail, StoryPage } from '@atrium/api/contracts';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createFolder, uploadFile } from './driveApi.ts';
import { CLIENT_HEADERS, expect, signedInAs, test, uniqueName } from './fixtures.ts';

test.use(signedInAs('admin'));

/** A project key of this run: 2–6 capital letters, unlikely to meet another run's. */
function uniqueKey(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

async function storyNamed(api: APIRequestContext, projectId: string, title: string) {
  const response = await api.get(
    `/api/story?project_id=${projectId}&q=${encodeURIComponent(title)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const page = (await response.json()) as StoryPage;
  const found = page.items.find((item) => item.title === title);
  if (!found) throw new Error(`no story ${title}`);
  return found;
}

async function storyById(api: APIRequestContext, id: string): Promise<StoryDetail> {
  const response = await api.get(`/api/story/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoryDetail;
}

/** A board column (a region named after its state). */
const column = (page: Page, state: string) =>
  page.getByRole('region', { name: state, exact: true });

/** Drags a card by its handle onto another column with the mouse, in small steps as a hand would. */
async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 120), { steps: 20 });
  await page.mouse.up();
}

test('a project and its stories: board by mouse and keyboard, a mention, review sent back, a material approved signed out', async ({
  page,
  accounts,
  browser,
}) => {
  // A whole working day of a team on a shared 2-core machine.
  test.setTimeout(180_000);
  const api = page.request;
  // Made through the API: the mentioned person's inbox is read with their own session below.
  const mentioned = await accounts.createUser('mention');
  const name = uniqueName('Launch ');
  const key = uniqueKey();
  const first = `Script ${key}`;
  const second = `Cut ${key}`;
  let projectId = '';

  await test.step('create a project', async () => {
    await page.goto('/main/project');
    // An empty list offers it twice (the header and the empty state): either will do.
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Key/ }).fill(key);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/main\/project\/[0-9a-f-]{36}/);
    projectId = /\/main\/project\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    // The person to mention joins the project (members are who a mention notifies).
    const members = await api.put(`/api/projects/${projectId}/members`, {
      headers: CLIENT_HEADERS,
      data: { member_ids: [mentioned.id] },
    });
    expect(members.status(), await members.text()).toBe(200);
  });

  await test.step('create stories from the board', async () => {
    await page.getByRole('tab', { name: 'Board' }).click();
    const todo = column(page, 'Todo');
    for (const title of [first, second]) {
      await todo.getByRole('button', { name: 'Add story to Todo' }).click();
      await todo.getByRole('textbox', { name: 'Add story to Todo' }).fill(title);
      await todo.getByRole('textbox', { name: 'Add story to Todo' }).press('Enter');
      await expect(todo.getByText(title)).toBeVisible();
    }
  });

  await test.step('drag one across the board by mouse', async () => {
    const target = column(page, 'In progress');
    await dragByMouse(page, page.getByRole('button', { name: `Move ${first}` }), target);
    await expect(target.getByText(first)).toBeVisible();
    await expect
      .poll(async () => (await storyNamed(api, projectId, first)).state.group)
      .toBe('started');
  });

  await test.step('and one by keyboard', async () => {
    // The board announces each step (the keyboard sensor measures the columns between presses).
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    const moveRight = async (from: string, to: string) => {
      await page.getByRole('button', { name: `Move ${second}` }).focus();
      await page.keyboard.press('Space');
      await expect(said(`${second} is over ${from}`)).toBeAttached();
      await page.waitForTimeout(300);
      await page.keyboard.press('ArrowRight');
      await expect(said(`${second} is over ${to}`)).toBeAttached();
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await expect(said(`${second} dropped in ${to}`)).toBeAttached();
      await expect(column(page, to).getByText(second)).toBeVisible();
    };
    await moveRight('Todo', 'In progress');
    await moveRight('In progress', 'In review');
    await expect(column(page, 'In review').getByText(second)).toBeVisible();
    await expect
      .poll(async () => (await storyNamed(api, projectId, second)).state.group)
      .toBe('review');
  });

  const inReview = await storyNamed(api, projectId, second);

  await test.step('comment with a mention; the mentioned person is told', async () => {
    await page.goto(`/main/story/${inReview.id}`);
    const form = page.getByRole('form', { name: 'Add a comment' });
    const editor = form.getByRole('textbox', { name: 'Add a comment' });
    await editor.click();
    await page.keyboard.type('Please look at the cut, @');
    await page.keyboard.type(mentioned.username.slice(0, 6));
    const option = page
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: new RegExp(mentioned.username) });
    await expect(option).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(editor.locator('[data-mention]')).toHaveText(`@${mentioned.fullName}`);
    await page.keyboard.type('thanks');
    await form.getByRole('button', { name: 'Comment' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.locator('[data-mention]')).toHaveText(`@${mentioned.fullName}`);
  });

  await test.step('send it back from review with a comment', async () => {
    await page.getByRole('textbox', { name: /^Comment/ }).fill('Tighten the last minute');
    await page.getByRole('button', { name: 'Send back' }).click();
    await expect.poll(async () => (await storyById(api, inReview.id)).state.group).toBe('started');
    await expect(page.getByText('Tighten the last minute').first()).toBeVisible();
  });

  await test.step('approve a delivered material from its public page, signed out', async () => {
    const delivering = await storyNamed(api, projectId, first);
    const folder = await createFolder(api, uniqueName('material '));
    const cut = await uploadFile(api, 'final-cut.txt', Buffer.from('the final cut'), folder.id);
    const attached = await api.post(`/api/story/${delivering.id}/attachments`, {
      headers: CLIENT_HEADERS,
      data: { item_ids: [cut.id] },
    });
    expect(attached.status(), await attached.text()).toBe(200);
    const now = await storyById(api, delivering.id);
    const review = now.state.group === 'review' ? now : undefined;
    if (!review) {
      const project = await (await api.get(`/api/projects/${projectId}`)).json();
      const state = (project as { states: { id: string; group: string }[] }).states.find(
        (row) => row.group === 'review',
      );
      const moved = await api.patch(`/api/story/${delivering.id}`, {
        headers: CLIENT_HEADERS,
        data: { state_id: state?.id, version: now.version },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    await page.goto(`/main/story/${delivering.id}`);
    const panel = page.getByRole('list', { name: 'Attachments' });
    await expect(panel.getByRole('link', { name: 'final-cut.txt', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Share as material' }).click();
    const address = page.getByRole('textbox', { name: 'Link' });
    await expect(address).toHaveValue(/\/material\//);
    const url = await address.inputValue();

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const pageOut = await visitor.newPage();
      await pageOut.goto(url);
      const form = pageOut.getByRole('form', { name: 'Your review' });
      await expect(pageOut.getByText('final-cut.txt').first()).toBeVisible();
      await form.getByRole('textbox', { name: /Your name/ }).fill('Nora from the client');
      await form.getByRole('button', { name: 'Approve' }).click();
      await expect(pageOut.getByText('Approved', { exact: true })).toBeVisible();
    } finally {
      await visitor.close();
    }
    await expect
      .poll(async () => (await storyById(api, delivering.id)).state.group)
      .toBe('completed');
    await page.reload();
    await expect(page.getByText('Nora from the client (via the share link)').first()).toBeVisible();
  });

  await test.step('the mentioned person finds the mention in their inbox', async () => {
    // The mentioned person signs in and finds it in their inbox.
    // No cookies of the test's (admin) session: a sign-in replaces the session it is sent with.
    const theirs = await playwrightRequest.newContext({
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: CLIENT_HEADERS,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const login = await theirs.post('/api/user/login', {
        data: { username: mentioned.username, password: mentioned.password },
      });
      expect(login.status(), await login.text()).toBe(200);
      await expect
        .poll(async () => {
          const inbox = (await (await theirs.get('/api/notifications')).json()) as {
            items: { event: string; title: string }[];
          };
          return inbox.items.some(
            (item) => item.event === 'story.mentioned' && item.title.includes(`${key}-2`),
          );
        })
        .toBe(true);
    } finally {
      await theirs.dispose();
    }
  });
});
