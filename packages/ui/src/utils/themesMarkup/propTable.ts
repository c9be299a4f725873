/*
 * Radix Themes describes each component's styling props as data (in `button.props.tsx`, size is
 * an enum of '1' to '4', '2' by default, responsive, whose value '3' writes `rt-r-size-3`) and
 * turns props into classes with a generic engine (extractProps) that every page would download
 * (ADR 0009). Our helpers keep the data, in the same shape so a table reads side by side
 * with Radix's, and replace the engine with `takeClasses`, which does only what our tables hold:
 * enums (with a default, a renamed value or breakpoints) and booleans. Radix's arbitrary CSS
 * values (`gap="20px"`), custom properties and negative margins are left out, and the prop types
 * derived from a table refuse them.
 */

/** Radix Themes' breakpoints: the keys of a responsive value (`{ initial: 'column', sm: 'row' }`). */
export type Breakpoint = 'initial' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface EnumPropBase {
  type: 'enum';
  /** Class prefix, joined to the value with a hyphen (`rt-r-size-2`). */
  className: string;
  values: readonly string[];
  /** Class suffixes that differ from the value: Radix's `parseValue`, as data. */
  classValues?: Readonly<Record<string, string>>;
}

/*
 * A responsive entry has no default: none of ours needs one, which spares us Radix's rule for it
 * (the default fills the `initial` breakpoint, after the others in class order).
 */
type EnumProp =
  | (EnumPropBase & {
      /** Rendered when the prop is not given, as Radix does (`rt-r-size-2` on a plain Button). */
      default?: string;
      responsive?: never;
    })
  | (EnumPropBase & {
      default?: never;
      /** Also takes `{ initial, sm, … }`: `sm: 'row'` renders `sm:rt-r-fd-row`. */
      responsive: true;
    });

interface BooleanProp {
  type: 'boolean';
  /** Rendered when the prop is true. */
  className: string;
}

/** A component's class-producing props, in the order their classes are written. */
export type PropTable = Readonly<Record<string, EnumProp | BooleanProp>>;

type PropValue<Prop> = Prop extends BooleanProp
  ? boolean
  : Prop extends { values: readonly (infer Value)[]; responsive: true }
    ? Value | Partial<Record<Breakpoint, Value>>
    : Prop extends { values: readonly (infer Value)[] }
      ? Value
      : never;

/**
 * The props a table stands for (Radix's GetPropDefTypes): each optional and typed by its values,
 * so a value the table does not list is a type error. Documentation on a table entry shows on
 * the prop.
 */
export type TableProps<Table extends PropTable> = {
  // not readonly, as props written by hand are not (`as const` makes the table's keys readonly)
  -readonly [Name in keyof Table]?: PropValue<Table[Name]> | undefined;
};

function enumClass(prop: EnumPropBase, value: string): string {
  return `${prop.className}-${prop.classValues?.[value] ?? value}`;
}

/**
 * Takes the table's props off `props` (so they never reach the DOM as attributes) and returns
 * their classes in table order, with the props that are left. Values are not checked at run time
 * (Radix drops the ones its table does not list): the types derived from the table refuse them.
 */
export function takeClasses<Table extends PropTable, Props extends TableProps<Table>>(
  table: Table,
  props: Props,
): [classes: string, rest: Omit<Props, keyof Table>] {
  const classes: string[] = [];
  for (const [name, prop] of Object.entries(table)) {
    const value = (props as Record<string, unknown>)[name];
    if (prop.type === 'boolean') {
      if (value) classes.push(prop.className);
    } else if (value && typeof value === 'object') {
      const byBreakpoint = value as Partial<Record<Breakpoint, string>>;
      for (const [breakpoint, step] of Object.entries(byBreakpoint)) {
        if (step === undefined) continue;
        const base = enumClass(prop, step);
        classes.push(breakpoint === 'initial' ? base : `${breakpoint}:${base}`);
      }
    } else {
      const step = (value as string | undefined) ?? prop.default;
      if (step) classes.push(enumClass(prop, step));
    }
  }
  const rest = Object.fromEntries(
    Object.entries(props).filter(([name]) => !Object.hasOwn(table, name)),
  );
  return [classes.join(' '), rest as Omit<Props, keyof Table>];
}
