import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Button } from '../Button/Button';
import { Card } from './Card';

const copy = {
  en: {
    title: 'Leave balance',
    description: 'This year',
    details: 'Details',
    request: 'Request leave',
    body: '12 days left of 30.',
  },
  ar: {
    title: 'رصيد الإجازات',
    description: 'هذا العام',
    details: 'التفاصيل',
    request: 'طلب إجازة',
    body: 'تبقّى ١٢ يومًا من ٣٠.',
  },
};

describe('Card (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ display: 'grid', gap: 16 }}>
        <Card
          title={t.title}
          description={t.description}
          actions={<Button variant="ghost">{t.details}</Button>}
          footer={<Button>{t.request}</Button>}
        >
          {t.body}
        </Card>
        <Card variant="ghost" padding={2}>
          {t.body}
        </Card>
      </div>,
      scene,
      { width: 460, height: 320 },
    );
    await expect.element(locator).toMatchScreenshot(`card-${scene.name}`, screenshotOptions);
  });
});
