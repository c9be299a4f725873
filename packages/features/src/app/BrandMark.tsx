import { Flex, Text } from '@atrium/ui';
import { APP_NAME } from './brand.ts';

/** The Atrium mark and name; drawn inline so the login page makes no extra request. */
export function BrandMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const px = size === 'sm' ? 28 : 32;
  return (
    <Flex align="center" gap="2">
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
        <path
          d="M9 23 16 8l7 15M11.5 18h9"
          fill="none"
          stroke="var(--accent-contrast)"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text size={size === 'sm' ? '4' : '5'} weight="bold">
        {APP_NAME}
      </Text>
    </Flex>
  );
}
