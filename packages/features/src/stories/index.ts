export { StoriesPage, type StoriesPageProps } from './StoriesPage.tsx';
export { StoryPage, type StoryPageProps } from './StoryPage.tsx';
export { RichTextView, type RichTextViewProps } from './RichTextView.tsx';
export {
  MY_STORIES_SECTIONS,
  MyStoriesPanel,
  type MyStoriesPanelProps,
  type MyStoriesSection,
} from './MyStoriesPanel.tsx';
export {
  DEFAULT_STORIES_VIEW,
  STORY_GROUPINGS,
  parseStoriesSearch,
  storiesSearchString,
  type StoriesView,
  type StoryGrouping,
} from './storiesView.ts';
export { storiesKeys } from './storiesKeys.ts';
export {
  useStories,
  useStoryMutations,
  type StoryMutations,
  type UseStoriesResult,
} from './useStories.ts';
