import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Clock, Users } from 'lucide-react';
import { Stat } from './Stat';

const copy = {
  en: {
    hours: 'Hours this week',
    value: '38.5',
    delta: '+12%',
    note: 'vs last week',
    absent: 'Absences',
    two: '2',
    staff: 'Staff',
  },
  ar: {
    hours: 'ساعات هذا الأسبوع',
    value: '٣٨٫٥',
    delta: '+١٢٪',
    note: 'مقارنةً بالأسبوع الماضي',
    absent: 'الغياب',
    two: '٢',
    staff: 'الموظفون',
  },
};

describe('Stat (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        <Stat
          label={t.hours}
          value={t.value}
          icon={<Clock size={20} />}
          delta={{ value: t.delta, trend: 'up', tone: 'success', note: t.note }}
        />
        <Stat
          label={t.absent}
          value={t.two}
          delta={{ value: t.delta, trend: 'down', tone: 'danger' }}
        />
        <Stat label={t.staff} value="" icon={<Users size={20} />} loading loadingLabel={t.hours} />
      </div>,
      scene,
      { width: 640, height: 140 },
    );
    await expect.element(locator).toMatchScreenshot(`stat-${scene.name}`, screenshotOptions);
  });
});
