/**
 * Lexical's packages (the stories' rich text editor). Lexical publishes a `source` export
 * condition, which Atrium's Vite configs resolve for the workspace: in dev they are served from
 * their src/ like the workspace and never pre-bundled, so every lexical import is the same copy.
 * apps/web's Vite config and Storybook's both exclude them from pre-bundling with this list.
 */
export const LEXICAL_PACKAGES = [
  'lexical',
  '@lexical/a11y',
  '@lexical/clipboard',
  '@lexical/code-core',
  '@lexical/devtools-core',
  '@lexical/dragon',
  '@lexical/extension',
  '@lexical/hashtag',
  '@lexical/history',
  '@lexical/html',
  '@lexical/internal',
  '@lexical/link',
  '@lexical/list',
  '@lexical/mark',
  '@lexical/markdown',
  '@lexical/overflow',
  '@lexical/plain-text',
  '@lexical/react',
  '@lexical/rich-text',
  '@lexical/selection',
  '@lexical/table',
  '@lexical/text',
  '@lexical/utils',
  '@lexical/yjs',
];
