import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECTS_VIEW,
  parseProjectsSearch,
  projectsInputOf,
  projectsSearchString,
} from './projectsView.ts';

describe('projectsView', () => {
  it('reads back what it writes, leaving the defaults out of the URL', () => {
    const view = {
      ...DEFAULT_PROJECTS_VIEW,
      status: 'active' as const,
      health: 'at_risk' as const,
      mine: true,
      q: 'web',
      sort: 'target_date' as const,
      order: 'desc' as const,
      page: 2,
    };
    const search = projectsSearchString(view);
    expect(search).toBe(
      '?status=active&health=at_risk&mine=true&q=web&sort=target_date&order=desc&page=2',
    );
    expect(parseProjectsSearch(search)).toEqual(view);
    expect(projectsSearchString(DEFAULT_PROJECTS_VIEW)).toBe('');
  });

  it('drops what the server would refuse', () => {
    expect(parseProjectsSearch('?status=sleeping&health=ok&sort=colour&page=-1&size=7')).toEqual(
      DEFAULT_PROJECTS_VIEW,
    );
  });

  it('asks the API for the filters as lists', () => {
    expect(projectsInputOf({ ...DEFAULT_PROJECTS_VIEW, status: 'paused', mine: true })).toEqual({
      status: ['paused'],
      mine: true,
      sort: 'name',
      order: 'asc',
      page: 1,
      size: DEFAULT_PROJECTS_VIEW.size,
    });
  });

  it('keeps the lead in the URL and asks the API for it; a lead that is not an id is dropped', () => {
    const lead = '0b6f7a52-8a5e-4c1e-9d57-3f1c2b1a0e11';
    const view = parseProjectsSearch(`?lead=${lead}`);
    expect(view.lead).toBe(lead);
    expect(projectsSearchString(view)).toBe(`?lead=${lead}`);
    expect(projectsInputOf(view)).toMatchObject({ lead_id: lead });
    expect(parseProjectsSearch('?lead=rana').lead).toBeUndefined();
  });
});
