import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMasterKeyStore, MasterKeyProvider } from '../masterKey/index.ts';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { createTeamsFake, PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { RolesPage } from './RolesPage.tsx';

const driveForDesign = { en: 'Drive for Design', ar: 'المحرك لفريق التصميم' };

describe.skipIf(notInBrowser)('RolesPage (visual)', () => {
  beforeEach(() => pinClock());
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const fake = await createTeamsFake(
      scene.language === 'ar' ? { teams: TEAMS_AR, people: PEOPLE_AR } : {},
    );
    const { screen, scene: locator } = await renderPageScene(
      <MasterKeyProvider store={createMasterKeyStore({ storage: undefined })}>
        <RolesPage onOpenTeam={() => undefined} />
      </MasterKeyProvider>,
      scene,
      { api: fake.api, session: fake.session },
    );
    await expect.element(screen.getByLabelText(driveForDesign[scene.language])).toBeChecked();
    await settle();
    await expect.element(locator).toMatchScreenshot(`roles-${scene.name}`, screenshotOptions);
  });
});
