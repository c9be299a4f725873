import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Box, Heading, Text } from '@atrium/ui';
import { createFakeApi, fakeProfile } from '@atrium/api/testing';
import { createSessionStore } from '../app/sessionStore.ts';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { StaffLayout, type StaffLayoutPreferences } from './StaffLayout.tsx';

const copy = {
  en: {
    name: 'Layla Haddad',
    navigation: 'Main navigation',
    title: 'Home',
    body: 'The page renders here, inside the layout.',
  },
  ar: {
    name: 'ليلى حداد',
    navigation: 'التنقل الرئيسي',
    title: 'الرئيسية',
    body: 'تظهر الصفحة هنا، داخل التخطيط.',
  },
};

describe.skipIf(notInBrowser)('StaffLayout (visual)', () => {
  // The footer shows the current year.
  beforeEach(() => pinClock());
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const session = createSessionStore({ storage: undefined });
    session.signIn(
      fakeProfile({
        full_name: t.name,
        email: 'layla@example.com',
        role: 'admin',
        is_available: true,
        permissions: ['Users Management', 'Teams Management', 'Drive'],
      }),
    );
    const preferences: StaffLayoutPreferences = {
      layout: 'vertical',
      navCollapsed: false,
      navbarBlur: true,
      contentWidth: 'boxed',
      bottomNav: 'curved',
      language: scene.language,
      theme: scene.appearance,
    };
    const { screen, scene: locator } = await renderPageScene(
      <StaffLayout
        currentPath="/main/home"
        onNavigate={() => undefined}
        preferences={preferences}
        onPreferenceChange={() => undefined}
        onSignOut={() => undefined}
      >
        <Box p="5">
          <Heading as="h1" size="7" mb="3">
            {t.title}
          </Heading>
          <Text as="p" color="gray">
            {t.body}
          </Text>
        </Box>
      </StaffLayout>,
      scene,
      { api: createFakeApi(), session },
    );
    await expect.element(screen.getByRole('navigation', { name: t.navigation })).toBeVisible();
    await settle();
    await expect
      .element(locator)
      .toMatchScreenshot(`staff-layout-${scene.name}`, screenshotOptions);
  });
});
