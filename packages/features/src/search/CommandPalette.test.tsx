import { createFakeApi, FAKE_ADMIN, type FakeApiOptions } from '@atrium/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../app/sessionStore.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { DEFAULT_SEARCH_SOURCES, normalize, type SearchSource } from './searchSources.ts';

const HUDA = { username: 'huda', password: 'correct horse battery', full_name: 'هدى صالح' };
const SAM = {
  username: 'sam',
  password: 'correct horse battery',
  role: 'user' as const,
  permissions: [] as string[],
  full_name: 'Sam Lee',
};

async function renderPalette({
  as = FAKE_ADMIN,
  language = 'en',
  sources,
  api: apiOptions = {},
}: {
  as?: typeof FAKE_ADMIN | typeof SAM;
  language?: 'en' | 'ar';
  sources?: readonly SearchSource[];
  api?: FakeApiOptions;
} = {}) {
  const api = createFakeApi({
    users: [FAKE_ADMIN, HUDA, SAM],
    signedInAs: as.username,
    ...apiOptions,
  });
  await api.team.create({ name: 'Design' }).catch(() => undefined);
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  const onNavigate = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <FeatureHarness api={api} language={language} session={session}>
      <CommandPalette
        open
        onOpenChange={onOpenChange}
        onNavigate={onNavigate}
        {...(sources ? { sources } : {})}
      />
    </FeatureHarness>,
  );
  return { api, onNavigate, onOpenChange };
}

describe('CommandPalette', () => {
  it('is a labelled combobox that controls a listbox, inside a dialog', async () => {
    await renderPalette();
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search people, teams and pages' });
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Type to search people, teams and pages.');
  });

  it('finds pages, people and teams, grouped by source', async () => {
    const user = userEvent.setup();
    await renderPalette();
    await user.type(screen.getByRole('combobox'), 'd');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('option', { name: /Drive/ })).toBeInTheDocument();
    const people = await screen.findByRole('group', { name: 'People' });
    expect(within(people).getByRole('option', { name: /Atrium Admin/ })).toBeInTheDocument();
    const teams = await screen.findByRole('group', { name: 'Teams' });
    expect(within(teams).getByRole('option', { name: 'Design' })).toBeInTheDocument();
  });

  it('finds a page by its name in the other language', async () => {
    const user = userEvent.setup();
    await renderPalette();
    await user.type(screen.getByRole('combobox'), 'المستخدمين');
    const option = await screen.findByRole('option', { name: /Users Management/ });
    expect(option).toHaveTextContent('إدارة المستخدمين');
  });

  it('finds people by an Arabic name, whatever the hamza and tashkeel', async () => {
    const user = userEvent.setup();
    await renderPalette({ language: 'ar' });
    await user.type(screen.getByRole('combobox'), 'هدى');
    expect(await screen.findByRole('option', { name: /هدى صالح/ })).toBeInTheDocument();
    expect(normalize('أحمد')).toBe(normalize('احمد'));
    expect(normalize('مُحَمَّد')).toBe('محمد');
  });

  it('moves with the arrow keys (wrapping) and opens the active result with Enter', async () => {
    const user = userEvent.setup();
    const { onNavigate, onOpenChange } = await renderPalette();
    const input = screen.getByRole('combobox');
    await user.type(input, 'team');
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id));
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    const all = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', all.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', all[1]!.id);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a signed-in user only what they may open', async () => {
    const user = userEvent.setup();
    const { api } = await renderPalette({ as: SAM });
    const listMinimal = vi.spyOn(api.user, 'listMinimal');
    await user.type(screen.getByRole('combobox'), 'a');
    await screen.findByRole('group', { name: 'Pages' });
    expect(screen.queryByRole('option', { name: /Users Management/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Audit log/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'People' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Teams' })).not.toBeInTheDocument();
    expect(listMinimal).not.toHaveBeenCalled();
  });

  it('offers the audit log to a super admin', async () => {
    const user = userEvent.setup();
    const { onNavigate } = await renderPalette();
    await user.type(screen.getByRole('combobox'), 'audit');
    await user.click(await screen.findByRole('option', { name: /Audit log/ }));
    expect(onNavigate).toHaveBeenCalledWith('/main/audit');
  });

  it('searches the sources it is given (areas extend it), and says when one fails', async () => {
    const user = userEvent.setup();
    const projects: SearchSource = {
      id: 'projects',
      label: () => 'Projects',
      search: async (query) => [{ id: 'p1', title: `Project ${query}`, path: '/main/project' }],
    };
    const broken: SearchSource = {
      id: 'broken',
      label: () => 'Drive files',
      search: () => Promise.reject(new Error('offline')),
    };
    const { onNavigate } = await renderPalette({
      sources: [...DEFAULT_SEARCH_SOURCES, projects, broken],
    });
    await user.type(screen.getByRole('combobox'), 'apollo');
    await user.click(await screen.findByRole('option', { name: 'Project apollo' }));
    expect(onNavigate).toHaveBeenCalledWith('/main/project');
  });

  it('says so when a source cannot be searched, and when nothing matches', async () => {
    const user = userEvent.setup();
    const broken: SearchSource = {
      id: 'broken',
      label: () => 'Drive files',
      search: () => Promise.reject(new Error('offline')),
    };
    await renderPalette({ sources: [broken] });
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('Drive files could not be searched.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzz”.');
  });
});
