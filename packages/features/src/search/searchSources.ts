import type { TFunction } from 'i18next';
import type { ApiClient, Subject } from '@atrium/api';
import type { MenuEntry, MenuItem } from '@atrium/ui';
import { buildStaffMenu } from '../layout/staffMenu.tsx';

/** One thing the palette can open. */
export interface SearchResult {
  /** Unique within its source. */
  id: string;
  /** What the result is called, in the reader's language where it has one. */
  title: string;
  /** A second line: a username, a member count, the other language's name. */
  subtitle?: string;
  /** Where choosing it goes (a path of the app). */
  path: string;
}

/** What a source may use to search: the API, the reader's rights and words. */
export interface SearchContext {
  api: ApiClient;
  /** `manage` on a subject (the ability of spec section 6). */
  can: (subject: Subject) => boolean;
  superAdmin: boolean;
  /** The layout namespace in the reader's language, and in the other one when it has loaded. */
  layout: TFunction<'layout'>;
  otherLayout: TFunction<'layout'> | undefined;
  /** Aborted when a newer query replaces this one, or the palette closes. */
  signal: AbortSignal;
}

/**
 * A kind of thing the palette finds. Later areas add theirs to DEFAULT_SEARCH_SOURCES (or, for a
 * source that exists only while some code is loaded, `searchRegistry.register`).
 */
export interface SearchSource {
  id: string;
  /** The group's heading, from the `search` namespace's `sources.<id>` or the source's own. */
  label: (t: TFunction<'search'>) => string;
  /** Whether this reader may use the source at all (its results would open nothing otherwise). */
  available?: (context: SearchContext) => boolean;
  /** At most a handful of results for a non-empty query, best first. */
  search: (query: string, context: SearchContext) => Promise<SearchResult[]>;
}

/** How many results one source shows. */
export const RESULTS_PER_SOURCE = 5;

/** Case-, accent- and Arabic-letter-form-insensitive text for matching. */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKD')
      // combining marks: Latin accents and Arabic short vowels (tashkeel)
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
      // alef forms → alef; taa marbuta → haa; alef maqsura → yaa
      .replace(/[\u0622\u0623\u0625]/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064a')
      .toLocaleLowerCase('en')
      .trim()
  );
}

/** Every item that leads somewhere, out of sections and sub-menus. */
function menuItems(entries: readonly MenuEntry[]): MenuItem[] {
  return entries.flatMap((entry): MenuItem[] => {
    const children = 'heading' in entry ? entry.children : (entry.children ?? []);
    const own = 'heading' in entry || !entry.path ? [] : [entry];
    return [...own, ...menuItems(children)];
  });
}

/** The menu's pages the reader may open, matched by name in both languages. */
export const pagesSource: SearchSource = {
  id: 'pages',
  label: (t) => t('sources.pages'),
  search: async (query, context) => {
    const needle = normalize(query);
    const items = menuItems(buildStaffMenu(context.layout, { superAdmin: context.superAdmin }));
    const others = context.otherLayout
      ? new Map(
          menuItems(buildStaffMenu(context.otherLayout, { superAdmin: context.superAdmin })).map(
            (item) => [item.id, item.title],
          ),
        )
      : new Map<string, string>();
    return items
      .filter((item) => item.path && (!item.subject || context.can(item.subject as Subject)))
      .map((item) => ({ item, other: others.get(item.id) }))
      .filter(
        ({ item, other }) =>
          normalize(item.title).includes(needle) || (other && normalize(other).includes(needle)),
      )
      .slice(0, RESULTS_PER_SOURCE)
      .map(({ item, other }) => ({
        id: item.id,
        title: item.title,
        ...(other && other !== item.title ? { subtitle: other } : {}),
        path: item.path ?? '',
      }));
  },
};

/** People by username or full name (the server matches both, in any script). */
export const peopleSource: SearchSource = {
  id: 'people',
  label: (t) => t('sources.people'),
  available: (context) => context.can('User'),
  search: async (query, context) => {
    const page = await context.api.user.listMinimal({ username: query, size: RESULTS_PER_SOURCE });
    return page.items.map((user) => ({
      id: user.id,
      title: user.full_name || user.username,
      subtitle: `@${user.username}`,
      path: `/main/user/${user.id}`,
    }));
  },
};

/** Teams by name. */
export const teamsSource: SearchSource = {
  id: 'teams',
  label: (t) => t('sources.teams'),
  available: (context) => context.can('Team'),
  search: async (query, context) => {
    const page = await context.api.team.list({ name: query, size: RESULTS_PER_SOURCE });
    return page.items.map((team) => ({
      id: team.id,
      title: team.name,
      path: `/main/team/${team.id}`,
    }));
  },
};

/** The palette's sources, in the order their groups show. */
export const DEFAULT_SEARCH_SOURCES: readonly SearchSource[] = [
  pagesSource,
  peopleSource,
  teamsSource,
];

/** Sources added while the app runs, after the default ones. */
export function createSearchRegistry(initial: readonly SearchSource[] = DEFAULT_SEARCH_SOURCES) {
  let sources = [...initial];
  return {
    /** Adds a source (replacing one with the same id); returns its removal. */
    register(source: SearchSource): () => void {
      sources = [...sources.filter((entry) => entry.id !== source.id), source];
      return () => {
        sources = sources.filter((entry) => entry !== source);
      };
    },
    list(): readonly SearchSource[] {
      return sources;
    },
  };
}
export type SearchRegistry = ReturnType<typeof createSearchRegistry>;

/** The app's registry: what the palette searches. */
export const searchRegistry: SearchRegistry = createSearchRegistry();
