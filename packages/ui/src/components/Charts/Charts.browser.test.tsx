import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { BarChart } from './BarChart';
import { chartCopy, weekData } from './chartFixtures';
import { DonutChart } from './DonutChart';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';

// The library animates in JavaScript, which `animations: 'disabled'` cannot stop: charts render still.
describe('Charts (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = chartCopy[scene.language];
    const data = weekData(scene.language);
    const cartesian = {
      data,
      categoryKey: 'day',
      categoryLabel: t.categoryLabel,
      height: 200,
      animated: false,
    };
    const locator = await renderScene(
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
        <BarChart label={t.hours.label} series={t.hours.series} {...cartesian} />
        <StackedBarChart label={t.attendance.label} series={t.attendance.series} {...cartesian} />
        <LineChart label={t.trend.label} series={t.trend.series} {...cartesian} />
        <DonutChart
          label={t.status.label}
          segments={t.status.segments}
          segmentLabel={t.status.segmentLabel}
          valueLabel={t.status.valueLabel}
          totalLabel={t.status.totalLabel}
          height={200}
          animated={false}
        />
      </div>,
      scene,
      { width: 800, height: 640 },
    );
    await expect.element(locator).toMatchScreenshot(`charts-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('states $name', async (scene) => {
    const t = chartCopy[scene.language];
    const common = {
      label: t.hours.label,
      series: t.hours.series,
      categoryKey: 'day',
      categoryLabel: t.categoryLabel,
      height: 140,
      animated: false,
    };
    const locator = await renderScene(
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
        <BarChart {...common} data={[]} emptyLabel={t.emptyLabel} />
        <BarChart {...common} data={[]} loading loadingLabel={t.loadingLabel} />
      </div>,
      scene,
      { width: 640, height: 200 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`charts-states-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('long labels $name', async (scene) => {
    const t = chartCopy[scene.language];
    const longDays = {
      en: ['Sunday, 1 November', 'Monday (public holiday)', 'Tuesday', 'Wednesday', 'Thursday'],
      ar: ['الأحد ١ نوفمبر', 'الإثنين (عطلة رسمية)', 'الثلاثاء', 'الأربعاء', 'الخميس'],
    }[scene.language];
    const locator = await renderScene(
      <StackedBarChart
        label={t.attendance.label}
        series={t.attendance.series.map((s) => ({ ...s, label: `${s.label} — ${t.hours.label}` }))}
        data={weekData(scene.language).map((d, i) => ({ ...d, day: longDays[i] }))}
        categoryKey="day"
        categoryLabel={t.categoryLabel}
        height={180}
        animated={false}
      />,
      scene,
      { width: 360, height: 360 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`charts-long-labels-${scene.name}`, screenshotOptions);
  });
});
