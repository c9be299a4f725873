import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAMS_VIEW, parseTeamsSearch, teamsSearchString } from './teamsView.ts';

describe('teams view in the URL', () => {
  it('reads the name search, page and size', () => {
    expect(parseTeamsSearch('?name=design&page=3&size=25')).toEqual({
      name: 'design',
      page: 3,
      size: 25,
    });
  });

  it('leaves out what the server would refuse, and a blank search', () => {
    expect(parseTeamsSearch(`?name=${'x'.repeat(101)}&page=0&size=7`)).toEqual(DEFAULT_TEAMS_VIEW);
    expect(parseTeamsSearch('?name=%20%20')).toEqual(DEFAULT_TEAMS_VIEW);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(teamsSearchString(DEFAULT_TEAMS_VIEW)).toBe('');
    const view = { name: 'ops & design', page: 2, size: 50 };
    const search = teamsSearchString(view);
    expect(search).toBe('?name=ops+%26+design&page=2&size=50');
    expect(parseTeamsSearch(search)).toEqual(view);
  });
});
