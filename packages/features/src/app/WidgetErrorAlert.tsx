// @atrium/ui's Flex and Text (not Radix Themes' own): they are already in the file every page
// loads, so this one brings only the alert.
import { Button, Flex, Text } from '@atrium/ui';
import { Alert } from '@atrium/ui/alert';
import type { WidgetErrorProps } from './WidgetError.tsx';

/** WidgetError's full rendition: a danger alert with the message and a retry button. */
export function WidgetErrorAlert({ title, message, retryLabel, onRetry }: WidgetErrorProps) {
  return (
    <Alert tone="danger" title={title}>
      <Flex direction="column" gap="2" align="start">
        <Text as="p">{message}</Text>
        <Button size={1} variant="soft" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Flex>
    </Alert>
  );
}
