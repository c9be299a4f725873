import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { AttendanceDialog } from './AttendanceDialog';

const copy = {
  en: {
    title: 'Confirm attendance',
    message: 'Are you still at work? Your session ends when the time runs out.',
    continue: 'Continue Session',
    end: 'End Session',
    left: 'Time left',
  },
  ar: {
    title: 'تأكيد الحضور',
    message: 'هل ما زلت في العمل؟ تنتهي جلستك عند انتهاء الوقت.',
    continue: 'متابعة الجلسة',
    end: 'إنهاء الجلسة',
    left: 'الوقت المتبقي',
  },
};

describe('AttendanceDialog (visual)', () => {
  test.each(scenes)('two minutes gone, $name', async (scene) => {
    const t = copy[scene.language];
    await renderScene(
      <AttendanceDialog
        open
        title={t.title}
        message={t.message}
        continueLabel={t.continue}
        endLabel={t.end}
        countdownLabel={t.left}
        onContinue={() => {}}
        onEnd={() => {}}
        onTimeout={() => {}}
        startedAt={0}
        now={() => 120_000}
      />,
      scene,
      { width: 480, height: 320 },
    );
    await expect
      .element(page.getByRole('dialog'))
      .toMatchScreenshot(`attendance-dialog-${scene.name}`, screenshotOptions);
  });
});
