import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { DayPicker } from 'react-day-picker';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { useCalendarProps, type CalendarLabels } from './calendar';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import { fixedDay, fixedRange, pickerLabels } from './storyFixtures';

const copy = {
  en: {
    start: 'Leave starts',
    leave: 'Leave',
    hint: 'Type yyyy-mm-dd or pick a day',
    error: 'Choose the first day of your leave',
  },
  ar: {
    start: 'بداية الإجازة',
    leave: 'الإجازة',
    hint: 'اكتب التاريخ أو اختر يومًا',
    error: 'اختر أول يوم من إجازتك',
  },
};

// The popover is portalled out of the scene, so the calendar is screenshotted inline with the same props.
function InlineCalendar({ labels }: { labels: CalendarLabels }) {
  const props = useCalendarProps({
    labels,
    weekStartsOn: 1,
    constraints: { disabledDates: [new Date(2026, 2, 20)] },
    month: fixedDay,
  });
  return <DayPicker {...props} today={fixedDay} mode="range" selected={fixedRange} />;
}

describe('DatePicker and DateRangePicker (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const labels = pickerLabels[scene.language];
    const locator = await renderScene(
      <Flex gap="5" align="start">
        <Flex direction="column" gap="4" style={{ inlineSize: 320 }}>
          <DatePicker label={t.start} labels={labels} hint={t.hint} defaultValue={fixedDay} />
          <DatePicker
            label={t.start}
            labels={labels}
            error={t.error}
            placeholder="yyyy-mm-dd"
            required
          />
          <DateRangePicker label={t.leave} labels={labels} defaultValue={fixedRange} />
          <DatePicker label={t.start} labels={labels} defaultValue={fixedDay} disabled size={1} />
        </Flex>
        <InlineCalendar labels={labels} />
      </Flex>,
      scene,
      { width: 660, height: 380 },
    );
    await expect.element(locator).toMatchScreenshot(`date-picker-${scene.name}`, screenshotOptions);
  });
});
