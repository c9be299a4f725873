import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVE_VIEWS, type DriveView } from '@atrium/api';
import { Flex, Tabs } from '@atrium/ui';
import { DRIVE_SECTIONS } from './driveSections.tsx';

export interface DriveSectionTabsProps {
  current: DriveView;
  onSelect: (view: DriveView) => void;
  /** The list itself, in the selected tab's panel. */
  children: ReactNode;
}

function isDriveView(value: string): value is DriveView {
  return (DRIVE_VIEWS as readonly string[]).includes(value);
}

/**
 * The left column on a phone: the five lists as tabs in one row that scrolls sideways (its edges
 * fade where tabs are hidden, and the chosen one is scrolled into view), the list in the panel.
 */
export function DriveSectionTabs({ current, onSelect, children }: DriveSectionTabsProps) {
  const { t } = useTranslation('drive');
  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) => {
        if (isDriveView(value)) onSelect(value);
      }}
      size={1}
    >
      <Tabs.List aria-label={t('views.label')}>
        {DRIVE_SECTIONS.map(({ view, icon }) => (
          <Tabs.Trigger key={view} value={view}>
            <Flex as="span" align="center" gap="2">
              {icon}
              {t(`views.${view}`)}
            </Flex>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DRIVE_SECTIONS.map(({ view }) => (
        <Tabs.Content key={view} value={view}>
          {view === current ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
