import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { CalendarView } from './CalendarView';
import { calendarEvents, calendarLabels, fixedToday } from './storyFixtures';

describe('CalendarView (visual)', () => {
  test.each(scenes)('month, $name', async (scene) => {
    const locator = await renderScene(
      <CalendarView
        view="month"
        date={fixedToday}
        today={fixedToday}
        weekStartsOn={1}
        events={calendarEvents(scene.language)}
        labels={calendarLabels[scene.language]}
        maxEventsPerDay={3}
      />,
      scene,
      { width: 900, height: 860 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`calendar-month-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('week, $name', async (scene) => {
    const locator = await renderScene(
      <CalendarView
        view="week"
        date={fixedToday}
        today={fixedToday}
        weekStartsOn={1}
        startHour={8}
        endHour={17}
        events={calendarEvents(scene.language)}
        labels={calendarLabels[scene.language]}
      />,
      scene,
      { width: 900, height: 640 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`calendar-week-${scene.name}`, screenshotOptions);
  });
});
