import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { BottomNav } from './BottomNav';
import { bottomNavVariants } from './bottomNavVariants';
import { barFrame, navLabel, sampleOptions } from './bottomNavStory';

// The second option is selected so the indicators have moved: in RTL they sit second from the right.
describe('BottomNav (visual)', () => {
  for (const variant of bottomNavVariants) {
    test.each(scenes)(`${variant}, $name`, async (scene) => {
      const locator = await renderScene(
        <div style={barFrame}>
          <BottomNav
            variant={variant}
            label={navLabel(scene.language)}
            options={sampleOptions(scene.language)}
            currentPath="/main/drive"
          />
        </div>,
        scene,
        { width: 420, height: 160 },
      );
      await expect
        .element(locator)
        .toMatchScreenshot(`bottom-nav-${variant}-${scene.name}`, screenshotOptions);
    });
  }

  test.each(scenes)('grow, long selected title, $name', async (scene) => {
    const locator = await renderScene(
      <div style={barFrame}>
        <BottomNav
          variant="grow"
          label={navLabel(scene.language)}
          options={sampleOptions(scene.language, { long: true })}
          currentPath="/main/drive"
        />
      </div>,
      scene,
      { width: 420, height: 160 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`bottom-nav-grow-long-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('curved, child items open, $name', async (scene) => {
    const language = scene.language;
    const locator = await renderScene(
      <div style={{ ...barFrame, paddingBlockStart: 160 }}>
        <BottomNav
          variant="curved"
          label={navLabel(language)}
          options={sampleOptions(language)}
          currentPath="/main/report/user"
        />
      </div>,
      scene,
      { width: 420, height: 280 },
    );
    const reports = locator.getByRole('button', {
      name: language === 'ar' ? 'التقارير' : 'Reports',
    });
    await userEvent.click(reports);
    await expect.element(reports).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(locator)
      .toMatchScreenshot(`bottom-nav-curved-open-${scene.name}`, screenshotOptions);
  });

  test.each(bottomNavVariants)('%s animates only transform and opacity', async (variant) => {
    const locator = await renderScene(
      <div style={barFrame}>
        <BottomNav variant={variant} label="Nav" options={sampleOptions()} currentPath="/" />
      </div>,
      scenes[0]!,
      { width: 420, height: 160 },
    );
    const nav = locator.getByRole('navigation').element();
    const animated = [nav, ...nav.querySelectorAll('*')].flatMap((element) =>
      [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo)),
    );
    const properties = new Set(
      animated
        .filter((style) => style.transitionDuration.split(',').some((d) => parseFloat(d) > 0))
        .flatMap((style) => style.transitionProperty.split(',').map((p) => p.trim())),
    );
    expect(properties.size).toBeGreaterThan(0);
    expect([...properties].every((p) => p === 'transform' || p === 'opacity')).toBe(true);
    expect(animated.every((style) => style.animationName === 'none')).toBe(true);
  });

  test('every transition sits behind prefers-reduced-motion: no-preference', async () => {
    await renderScene(
      <BottomNav variant="curved" label="Nav" options={sampleOptions()} />,
      scenes[0]!,
    );
    const transitions: { selector: string; media: string[] }[] = [];
    const walk = (rules: CSSRuleList, media: string[]) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('BottomNav')) {
          if (rule.style.transitionProperty || rule.style.transitionDuration)
            transitions.push({ selector: rule.selectorText, media });
        }
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, [...media, rule.conditionText]);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, media);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules, []);
    expect(transitions.length).toBeGreaterThan(0);
    for (const { media } of transitions)
      expect(media).toContain('(prefers-reduced-motion: no-preference)');
  });
});
