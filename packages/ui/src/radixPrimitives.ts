/**
 * Radix Themes' layout and presentational primitives, offered as they are so that features import
 * their whole vocabulary from `@atrium/ui` (a lint rule keeps `@radix-ui/themes` out of features).
 * Where ui has its own version (Flex, Text, Heading, Badge, Card, Button) that one is exported
 * instead; a primitive moves to its own markup helper (ADR 0009) when a first-load page needs it.
 */
export {
  Box,
  Container,
  DataList,
  Grid,
  IconButton,
  Link,
  Progress,
  Table,
  VisuallyHidden,
  type BoxProps,
  type ContainerProps,
  type GridProps,
  type IconButtonProps,
  type LinkProps,
  type ProgressProps,
  type VisuallyHiddenProps,
} from '@radix-ui/themes';
