import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { BOARD_CARDS_SHOWN, StoryBoard, positionBetween } from './StoryBoard.tsx';

describe('StoryBoard', () => {
  it('places a dropped story between its new neighbours', () => {
    expect(positionBetween(1, 3)).toBe(2);
    expect(positionBetween(undefined, 10)).toBeLessThan(10);
    expect(positionBetween(10, undefined)).toBeGreaterThan(10);
    expect(positionBetween(undefined, undefined)).toBeTypeOf('number');
  });

  it('shows a column per state with its count, and adds a story to a column', async () => {
    const fake = await createProjectsFake();
    const { user } = renderProjects(fake, <StoryBoard projectId={fake.project('WEB').id} />);
    const started = await screen.findByRole('region', { name: 'In progress' });
    expect(within(started).getByText('About page copy')).toBeInTheDocument();
    expect(within(started).getByLabelText('1 story')).toBeInTheDocument();
    await user.click(within(started).getByRole('button', { name: 'Add story to In progress' }));
    await user.type(
      within(started).getByRole('textbox', { name: 'Add story to In progress' }),
      'Footer links{Enter}',
    );
    await waitFor(() => expect(within(started).getByText('Footer links')).toBeInTheDocument());
    expect(within(started).getByLabelText('2 stories')).toBeInTheDocument();
  });

  it('names the content stage of a pipeline project’s columns', async () => {
    const fake = await createProjectsFake();
    renderProjects(fake, <StoryBoard projectId={fake.project('SPR').id} />);
    const script = await screen.findByRole('region', { name: 'Script' });
    expect(within(script).getByText('Stage: Script')).toBeInTheDocument();
    expect(within(script).getByText('Launch video script')).toBeInTheDocument();
  });

  it('renders a column’s first cards and the rest on "Show more"', async () => {
    const fake = await createProjectsFake({
      projects: [
        {
          key: 'WEB',
          name: 'Website relaunch',
          stories: Array.from({ length: BOARD_CARDS_SHOWN + 5 }, (_, index) => ({
            title: `Page ${index + 1}`,
            group: 'started' as const,
          })),
        },
      ],
    });
    const { user } = renderProjects(fake, <StoryBoard projectId={fake.project('WEB').id} />);
    const column = await screen.findByRole('region', { name: 'In progress' });
    expect(within(column).getAllByRole('listitem')).toHaveLength(BOARD_CARDS_SHOWN);
    expect(within(column).getByLabelText(`${BOARD_CARDS_SHOWN + 5} stories`)).toBeInTheDocument();
    await user.click(
      within(column).getByRole('button', { name: 'Show 5 more stories in In progress' }),
    );
    expect(within(column).getAllByRole('listitem')).toHaveLength(BOARD_CARDS_SHOWN + 5);
  });
});
