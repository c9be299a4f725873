import { Ellipsis } from 'lucide-react';
import { DropdownMenu, type DropdownMenuTriggerProps } from '../DropdownMenu/DropdownMenu';
import type { DataTableRowAction } from './dataTableTypes';

export interface DataTableRowActionsProps<Row> extends Omit<DropdownMenuTriggerProps, 'children'> {
  row: Row;
  /** The row's actions; at least one. */
  actions: readonly DataTableRowAction<Row>[];
  /** Names the menu button after the row, e.g. "Actions for Huda Saleh". */
  'aria-label': string;
}

/** The "…" button at the end of a row (or a card) and the menu of the row's actions. */
export function DataTableRowActions<Row>({
  row,
  actions,
  ...trigger
}: DataTableRowActionsProps<Row>) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger {...trigger}>
        <Ellipsis size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {actions.map((action) => (
          <DropdownMenu.Item
            key={action.key}
            tone={action.tone}
            icon={action.icon}
            disabled={action.disabled}
            onSelect={() => action.onSelect(row)}
          >
            {action.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
