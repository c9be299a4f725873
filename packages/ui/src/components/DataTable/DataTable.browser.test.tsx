import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { PeopleTable } from './dataTableFixtures';

describe('DataTable (visual)', () => {
  test.each(scenes)('rows, sort, selection and pagination, $name', async (scene) => {
    const locator = await renderScene(
      // 900 px is below the medium breakpoint, where `auto` shows cards: this scene is the grid
      <PeopleTable
        layout="table"
        count={23}
        initialSize={5}
        sort={{ key: 'name', direction: 'asc' }}
        selectedIds={['u2']}
      />,
      scene,
      { width: 900, height: 420 },
    );
    await expect.element(locator).toMatchScreenshot(`data-table-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('cards on a 390 px phone, $name', async (scene) => {
    const locator = await renderScene(
      <PeopleTable count={23} initialSize={3} selectedIds={['u2']} />,
      scene,
      { width: 390, height: 760 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`data-table-cards-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('loading and error, $name', async (scene) => {
    const locator = await renderScene(
      <div style={{ display: 'grid', gap: 16 }}>
        <PeopleTable layout="table" count={5} initialSize={3} status="loading" />
        <PeopleTable layout="table" count={5} status="error" onRetry={() => {}} />
      </div>,
      scene,
      { width: 900, height: 680 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`data-table-states-${scene.name}`, screenshotOptions);
  });
});
