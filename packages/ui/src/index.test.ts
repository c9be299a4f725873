import { expect, it } from 'vitest';

it('keeps the public export list (an API change needs a changeset)', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "Alert",
      "AuthLayout",
      "Button",
      "FullPageLoader",
      "LanguageSwitch",
      "PasswordField",
      "SegmentedToggle",
      "Spinner",
      "TextField",
      "ThemeSwitch",
      "UiProvider",
      "alertTones",
      "appearances",
      "buttonSizes",
      "buttonTones",
      "buttonVariants",
      "createPreferencesStore",
      "defaultAccentColor",
      "defaultPreferences",
      "directionOf",
      "fontStacks",
      "languageEndonyms",
      "languages",
      "segmentedToggleSizes",
      "spinnerSizes",
      "textFieldSizes",
      "usePreferences",
      "useUi",
      "vars",
    ]
  `);
});
