// The global search's only door. The launcher is what the shell renders; the palette loads
// on first use. Areas add their sources to the registry.
export {
  CommandPaletteLauncher,
  isPaletteShortcut,
  type CommandPaletteLauncherProps,
} from './CommandPaletteLauncher.tsx';
export { CommandPalette, type CommandPaletteProps } from './CommandPalette.tsx';
export {
  searchRegistry,
  createSearchRegistry,
  DEFAULT_SEARCH_SOURCES,
  RESULTS_PER_SOURCE,
  type SearchSource,
  type SearchResult,
  type SearchContext,
  type SearchRegistry,
} from './searchSources.ts';
