import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { backgroundBehind, contrastRatio, parseCssColor } from '../../test/contrast';
import { Checkbox } from './Checkbox';

const copy = {
  en: {
    label: 'Remember me',
    hint: 'On this device only',
    error: 'You must accept the terms',
    terms: 'I accept the terms',
  },
  ar: {
    label: 'تذكرني',
    hint: 'على هذا الجهاز فقط',
    error: 'يجب قبول الشروط',
    terms: 'أوافق على الشروط',
  },
};

describe('Checkbox (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Checkbox label={t.label} hint={t.hint} defaultChecked />
        <Checkbox label={t.label} checked="indeterminate" />
        <Checkbox label={t.terms} error={t.error} required />
        <Checkbox label={t.label} disabled size={3} />
        <Checkbox label={t.label} disabled defaultChecked size={3} />
      </Flex>,
      scene,
      { width: 420, height: 320 },
    );
    await expect.element(locator).toMatchScreenshot(`checkbox-${scene.name}`, screenshotOptions);
  });
});

describe('Checkbox (disabled, legible)', () => {
  // Issue 18: locked boxes on the Roles page were pale grey on grey. WCAG 1.4.11 asks 3:1 for a
  // control's boundary and state; a disabled box is exempt, but locked settings must still read.
  test.each(scenes.filter((scene) => scene.language === 'en'))('$name', async (scene) => {
    await renderScene(
      <Flex direction="column" gap="4">
        <Checkbox label="Empty" disabled />
        <Checkbox label="Ticked" disabled defaultChecked />
      </Flex>,
      scene,
    );
    const empty = document.querySelector<HTMLElement>('[role="checkbox"][data-state="unchecked"]');
    const ticked = document.querySelector<HTMLElement>('[role="checkbox"][data-state="checked"]');
    if (!empty || !ticked) throw new Error('checkboxes not rendered');
    const pageColor = backgroundBehind(empty.parentElement ?? empty);
    const styleOf = (element: HTMLElement) => getComputedStyle(element);
    expect(styleOf(empty).opacity).toBe('1');
    expect(styleOf(ticked).opacity).toBe('1');
    const emptyBorder = parseCssColor(styleOf(empty).borderTopColor);
    const tickedFill = parseCssColor(styleOf(ticked).backgroundColor);
    const tick = parseCssColor(styleOf(ticked).color);
    expect(contrastRatio(emptyBorder, pageColor)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tickedFill, pageColor)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tick, tickedFill)).toBeGreaterThanOrEqual(3);
  });
});
