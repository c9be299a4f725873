import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { TimeField } from './TimeField';

const copy = {
  en: {
    label: 'Shift starts',
    hint: 'In your office’s time zone',
    error: 'Enter a start time',
    labels: { hour: 'Hour', minute: 'Minute', period: 'AM/PM', am: 'AM', pm: 'PM' },
  },
  ar: {
    label: 'تبدأ المناوبة',
    hint: 'بتوقيت مكتبك',
    error: 'أدخل وقت البداية',
    labels: { hour: 'الساعة', minute: 'الدقيقة', period: 'صباحًا/مساءً', am: 'ص', pm: 'م' },
  },
};

describe('TimeField (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <TimeField label={t.label} hint={t.hint} labels={t.labels} defaultValue="09:30" required />
        <TimeField label={t.label} labels={t.labels} defaultValue="17:45" hourCycle={12} />
        <TimeField label={t.label} error={t.error} labels={t.labels} />
        <TimeField label={t.label} labels={t.labels} defaultValue="08:00" disabled size={1} />
      </Flex>,
      scene,
      { width: 420, height: 380 },
    );
    await expect.element(locator).toMatchScreenshot(`time-field-${scene.name}`, screenshotOptions);
  });
});
