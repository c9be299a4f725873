import { useTranslation } from 'react-i18next';
import type { DriveUsage, DriveView } from '@atrium/api';
import { Link2 } from 'lucide-react';
import { Box, Flex, vars } from '@atrium/ui';
import { DRIVE_SECTIONS } from './driveSections.tsx';
import { DriveUsageMeter } from './DriveUsageMeter.tsx';

export interface DriveSidebarProps {
  /** The list shown (inside a folder: the one it was opened from). */
  current: DriveView;
  /** Whether the list's root is shown (no folder, no search): then its entry is the page. */
  atRoot: boolean;
  onSelect: (view: DriveView) => void;
  usage: DriveUsage | undefined;
  usageFailed?: boolean;
  /** The share links page: its address and how to open it (absent: no entry). */
  links?: DriveLinksEntry;
}

export interface DriveLinksEntry {
  href: string;
  onOpen: () => void;
}

const ENTRY = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  paddingInline: vars.space[3],
  border: 0,
  borderRadius: vars.radius[3],
  font: 'inherit',
  fontSize: vars.fontSize[2],
  textAlign: 'start',
  cursor: 'pointer',
} as const;

/**
 * The drive's left column: My drive, Shared with me, Recent, Starred and Trash, and the storage
 * used. A navigation landmark; the list shown is marked as the current one.
 */
export function DriveSidebar({
  current,
  atRoot,
  onSelect,
  usage,
  usageFailed,
  links,
}: DriveSidebarProps) {
  const { t } = useTranslation('drive');
  return (
    <Flex direction="column" gap="5" style={{ inlineSize: '15rem', flexShrink: 0 }}>
      <nav aria-label={t('views.label')}>
        <Flex as="ul" direction="column" gap="1" m="0" p="0" style={{ listStyle: 'none' }}>
          {DRIVE_SECTIONS.map(({ view, icon }) => {
            const selected = view === current;
            return (
              <li key={view}>
                <button
                  type="button"
                  aria-current={selected ? (atRoot ? 'page' : 'location') : undefined}
                  onClick={() => onSelect(view)}
                  style={{
                    ...ENTRY,
                    background: selected ? vars.color.accentAlpha[4] : 'transparent',
                    color: selected ? vars.color.accent[12] : vars.color.gray[12],
                    fontWeight: selected ? vars.fontWeight.medium : vars.fontWeight.regular,
                  }}
                >
                  {icon}
                  {t(`views.${view}`)}
                </button>
              </li>
            );
          })}
          {links ? (
            <li>
              <a
                href={links.href}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  links.onOpen();
                }}
                style={{
                  ...ENTRY,
                  textDecoration: 'none',
                  background: 'transparent',
                  color: vars.color.gray[12],
                }}
              >
                <Link2 size={16} aria-hidden="true" />
                {t('links.sidebar')}
              </a>
            </li>
          ) : null}
        </Flex>
      </nav>
      <Box px="3">
        <DriveUsageMeter usage={usage} failed={usageFailed} />
      </Box>
    </Flex>
  );
}
