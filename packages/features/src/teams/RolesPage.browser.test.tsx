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

const driveForDesign = { en: 'Drive for Design', ar: 'الملفات لفريق التصميم' };

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

  // Issue 18: on a 390 px phone the table showed two of seven teams; now one team at a time.
  test('phone', async () => {
    const fake = await createTeamsFake();
    const { screen, scene: locator } = await renderPageScene(
      <MasterKeyProvider store={createMasterKeyStore({ storage: undefined })}>
        <RolesPage onOpenTeam={() => undefined} />
      </MasterKeyProvider>,
      pageScenes[0]!,
      { api: fake.api, session: fake.session, width: 390, height: 844 },
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Drive' })).toBeChecked();
    await settle();
    await expect.element(locator).toMatchScreenshot('roles-phone', screenshotOptions);
  });
});
