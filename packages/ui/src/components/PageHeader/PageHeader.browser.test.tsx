import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { PageHeader } from './PageHeader';
import { SampleActions, pageHeaderCopy, sampleBreadcrumbs } from './pageHeaderStory';

describe('PageHeader (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = pageHeaderCopy[scene.language];
    const locator = await renderScene(
      <PageHeader
        title={t.title}
        description={t.description}
        breadcrumbs={sampleBreadcrumbs(scene.language)}
        breadcrumbsLabel={t.breadcrumbsLabel}
        actions={<SampleActions language={scene.language} />}
      />,
      scene,
      { width: 720, height: 180 },
    );
    await expect.element(locator).toMatchScreenshot(`page-header-${scene.name}`, screenshotOptions);
  });

  test('narrow, rtl: actions wrap under the title', async () => {
    const scene = scenes[1]!;
    const t = pageHeaderCopy.ar;
    const locator = await renderScene(
      <PageHeader
        title={t.title}
        description={t.description}
        breadcrumbs={sampleBreadcrumbs('ar')}
        breadcrumbsLabel={t.breadcrumbsLabel}
        actions={<SampleActions language="ar" />}
      />,
      scene,
      { width: 375, height: 260 },
    );
    await expect.element(locator).toMatchScreenshot('page-header-rtl-narrow', screenshotOptions);
  });
});
