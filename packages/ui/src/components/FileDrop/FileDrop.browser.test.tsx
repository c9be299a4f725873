import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { FileDrop } from './FileDrop';
import { fileDropLabels, fileDropLabelsAr, sampleFiles, sampleFilesAr } from './fileDropFixtures';

const copy = {
  en: {
    label: 'Attachments',
    hint: 'PDF or images, up to 5 MB',
    error: 'One file failed to upload',
    labels: fileDropLabels,
    files: sampleFiles,
  },
  ar: {
    label: 'المرفقات',
    hint: 'ملفات PDF أو صور، حتى 5 ميغابايت',
    error: 'تعذّر رفع ملف واحد',
    labels: fileDropLabelsAr,
    files: sampleFilesAr,
  },
};

const noop = () => {};

describe('FileDrop (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex gap="4" align="start">
        <FileDrop
          label={t.label}
          hint={t.hint}
          error={t.error}
          labels={t.labels}
          files={t.files}
          required
          onFilesAdded={noop}
          onCancel={noop}
          style={{ inlineSize: 340 }}
        />
        <FileDrop
          label={t.label}
          labels={t.labels}
          files={[]}
          disabled
          size={1}
          onFilesAdded={noop}
          onCancel={noop}
          style={{ inlineSize: 240 }}
        />
      </Flex>,
      scene,
      { width: 660, height: 480 },
    );
    await expect.element(locator).toMatchScreenshot(`file-drop-${scene.name}`, screenshotOptions);
  });
});
