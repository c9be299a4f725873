// Public API of @atrium/ui. Explicit named exports only: index.test.ts snapshots this list.
export {
  UiProvider,
  useUi,
  defaultAccentColor,
  defaultPrimaryColor,
  languages,
  appearances,
  skins,
  contentWidths,
  navigationLayouts,
  directionOf,
  digitSystems,
  digitsPreferences,
  defaultDigits,
  resolveDigits,
  intlLocale,
  useIntlLocale,
  withDigits,
  type UiProviderProps,
  type UiContextValue,
  type AccentColor,
  type Language,
  type Appearance,
  type ResolvedAppearance,
  type Skin,
  type ContentWidth,
  type NavigationLayout,
  type Direction,
  type Digits,
  type DigitsPreference,
} from './UiProvider';
export {
  createPreferencesStore,
  usePreferences,
  defaultPreferences,
  type Preferences,
  type PreferenceKey,
  type PreferencesStore,
  type PreferencesStoreOptions,
  type UsePreferencesResult,
} from './preferences';
export { vars, fontStacks, zIndices, type ZIndexLayer } from './theme';
export { afterFirstContentfulPaint, FIRST_PAINT_WAIT_LIMIT_MS } from './utils/afterFirstPaint';

export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout';
export {
  Button,
  buttonVariants,
  buttonTones,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonTone,
  type ButtonSize,
} from './components/Button';
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader';
// app layout (AppShell, Menu, BottomNav, ScrollToTop)
export {
  AppShell,
  appShellLayouts,
  appShellContentWidths,
  overlayNavBreakpoint,
  useMediaQuery,
  type AppShellProps,
  type AppShellLabels,
  type AppShellLayout,
  type AppShellContentWidth,
} from './components/AppShell';
export {
  Menu,
  menuModes,
  type MenuProps,
  type MenuLinkProps,
  type MenuMode,
  type MenuItem,
  type MenuSection,
  type MenuEntry,
  type MenuCan,
} from './components/Menu';
export {
  BottomNav,
  bottomNavVariants,
  bottomNavColorKeys,
  bottomNavChildItemHeight,
  bottomNavBarHeight,
  bottomNavRaise,
  type BottomNavProps,
  type BottomNavNavigateOptions,
  type BottomNavVariant,
  type BottomNavColorKey,
  type BottomNavId,
  type BottomNavOption,
  type BottomNavChild,
  type BottomNavRoute,
} from './components/BottomNav';
export { ScrollToTop, scrollToTopThreshold, type ScrollToTopProps } from './components/ScrollToTop';
// form controls over Field (label, hint, error wired for assistive tech)
export {
  Field,
  fieldSizes,
  fieldLayouts,
  type FieldProps,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldSize,
  type FieldLayout,
} from './components/Field';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Textarea, type TextareaProps } from './components/Textarea';

export {
  LanguageSwitch,
  languageEndonyms,
  type LanguageSwitchProps,
} from './components/LanguageSwitch';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  SegmentedToggle,
  segmentedToggleSizes,
  type SegmentedToggleProps,
  type SegmentedToggleOption,
  type SegmentedToggleSize,
} from './components/SegmentedToggle';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export {
  TextField,
  textFieldSizes,
  type TextFieldProps,
  type TextFieldSize,
} from './components/TextField';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch';
export { Text, Heading, textLink, type TextProps, type HeadingProps } from './components/Text';
export { Flex, type FlexProps } from './components/Flex';
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
} from './radixPrimitives';
export {
  Dialog,
  dialogSizes,
  overlayZIndex,
  type DialogSize,
  type DialogRootProps,
  type DialogTriggerProps,
  type DialogContentProps,
  type DialogTitleProps,
  type DialogDescriptionProps,
  type DialogCloseProps,
} from './components/Dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './components/ConfirmDialog';
export {
  AttendanceDialog,
  attendanceCountdownMs,
  attendanceRefreshMs,
  type AttendanceDialogProps,
} from './components/AttendanceDialog';
export {
  DataTable,
  DataTablePagination,
  dataTablePageSizes,
  defaultDataTablePageSize,
  dataTableDensities,
  dataTableStatuses,
  dataTableAligns,
  dataTableLayouts,
  dataTableCardRoles,
  dataTableCardsQuery,
  type DataTableLayout,
  type DataTableCardRole,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type DataTableRowAction,
  type DataTableLabels,
  type DataTableFilterBarProps,
  type DataTablePaginationProps,
  type DataTablePaginationLabels,
  type DataTableRange,
  type DataTablePageSize,
  type DataTableDensity,
  type DataTableStatus,
  type DataTableAlign,
} from './components/DataTable';
export {
  DropdownMenu,
  dropdownMenuItemTones,
  type DropdownMenuRootProps,
  type DropdownMenuTriggerProps,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemTone,
} from './components/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  Skeleton,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonVariant,
} from './components/Skeleton';
export {
  Badge,
  badgeTones,
  badgeVariants,
  badgeSizes,
  type BadgeProps,
  type BadgeTone,
  type BadgeVariant,
  type BadgeSize,
} from './components/Badge';
export {
  ToastProvider,
  useToast,
  toastTones,
  toastPositions,
  toastDefaults,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
  type ToastTone,
  type ToastPosition,
} from './components/Toast';
export {
  Avatar,
  initialsOf,
  avatarSizes,
  avatarAvailabilities,
  type AvatarProps,
  type AvatarSize,
  type AvatarAvailability,
} from './components/Avatar';
export { Chip, chipTones, type ChipProps, type ChipTone } from './components/Chip';
export {
  Card,
  cardVariants,
  cardPaddings,
  type CardProps,
  type CardVariant,
  type CardPadding,
} from './components/Card';
export {
  Stat,
  statDeltaTones,
  statTrends,
  type StatProps,
  type StatDelta,
  type StatDeltaTone,
  type StatTrend,
} from './components/Stat';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export {
  Tabs,
  tabsSizes,
  type TabsRootProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
  type TabsSize,
} from './components/Tabs';
export {
  Timeline,
  timelineTones,
  type TimelineProps,
  type TimelineItem,
  type TimelineTone,
} from './components/Timeline';
// page layout (ErrorPage, PageHeader, BlankLayout)
export {
  ErrorPage,
  errorPageVariants,
  errorPageStatusCodes,
  type ErrorPageProps,
  type ErrorPageVariant,
} from './components/ErrorPage';
export {
  PageHeader,
  pageHeaderTitleLevels,
  type PageHeaderProps,
  type PageHeaderBreadcrumb,
  type PageHeaderLinkProps,
  type PageHeaderTitleLevel,
} from './components/PageHeader';
export {
  BlankLayout,
  blankLayoutContentWidths,
  blankLayoutAligns,
  type BlankLayoutProps,
  type BlankLayoutContentWidth,
  type BlankLayoutAlign,
} from './components/BlankLayout';
// dates (DatePicker, DateRangePicker, CalendarView)
export {
  DatePicker,
  DateRangePicker,
  type DatePickerProps,
  type DatePickerLabels,
  type DateRangePickerProps,
  type DateRangePickerLabels,
  type DateRangeValue,
  type DateConstraints,
  type WeekStartsOn,
} from './components/DatePicker';
export {
  CalendarView,
  calendarViews,
  calendarEventTones,
  type CalendarViewProps,
  type CalendarViewLabels,
  type CalendarViewKind,
  type CalendarEvent,
  type CalendarEventTone,
} from './components/CalendarView';

// form fields (Combobox, TimeField, ColorPicker, FileDrop)
export {
  Combobox,
  type ComboboxProps,
  type ComboboxSingleProps,
  type ComboboxMultipleProps,
  type ComboboxOption,
  type ComboboxLoadOptions,
} from './components/Combobox';
export {
  TimeField,
  timeFieldHourCycles,
  type TimeFieldProps,
  type TimeFieldLabels,
  type TimeFieldHourCycle,
} from './components/TimeField';
export {
  ColorPicker,
  type ColorPickerProps,
  type ColorPickerLabels,
  type ColorSwatch,
} from './components/ColorPicker';
export {
  FileDrop,
  fileDropStatuses,
  type FileDropProps,
  type FileDropItem,
  type FileDropLabels,
  type FileDropRejection,
  type FileDropRejectionReason,
  type FileDropStatus,
} from './components/FileDrop';
