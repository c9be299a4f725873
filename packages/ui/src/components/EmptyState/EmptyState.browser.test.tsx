import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Inbox } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const copy = {
  en: {
    title: 'No users found',
    text: 'Try another search or clear the filters.',
    action: 'Clear filters',
  },
  ar: {
    title: 'لا يوجد مستخدمون',
    text: 'جرّب بحثًا آخر أو امسح عوامل التصفية.',
    action: 'مسح عوامل التصفية',
  },
};

describe('EmptyState (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <EmptyState
        icon={<Inbox size={24} />}
        title={t.title}
        text={t.text}
        action={<Button variant="soft">{t.action}</Button>}
      />,
      scene,
      { width: 420, height: 280 },
    );
    await expect.element(locator).toMatchScreenshot(`empty-state-${scene.name}`, screenshotOptions);
  });
});
