/**
 * Bans physical (left/right) CSS in vanilla-extract `*.css.ts` files: Atrium renders in both
 * directions, so styles use logical properties (`paddingInlineStart`, `insetInlineEnd`,
 * `textAlign: 'start'`). See docs/adr/0005 and house-style.md.
 */

/** physical property → logical replacement */
export const PHYSICAL_PROPERTIES = {
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
  borderLeftWidth: 'borderInlineStartWidth',
  borderRightWidth: 'borderInlineEndWidth',
  borderLeftColor: 'borderInlineStartColor',
  borderRightColor: 'borderInlineEndColor',
  borderLeftStyle: 'borderInlineStartStyle',
  borderRightStyle: 'borderInlineEndStyle',
  borderTopLeftRadius: 'borderStartStartRadius',
  borderTopRightRadius: 'borderStartEndRadius',
  borderBottomLeftRadius: 'borderEndStartRadius',
  borderBottomRightRadius: 'borderEndEndRadius',
  scrollMarginLeft: 'scrollMarginInlineStart',
  scrollMarginRight: 'scrollMarginInlineEnd',
  scrollPaddingLeft: 'scrollPaddingInlineStart',
  scrollPaddingRight: 'scrollPaddingInlineEnd',
};

/** properties whose values 'left' / 'right' have logical equivalents */
export const PHYSICAL_VALUE_PROPERTIES = new Set(['textAlign', 'float', 'clear']);
const PHYSICAL_VALUES = { left: 'start', right: 'end' };

const toCamel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

function keyName(property) {
  if (property.computed) {
    if (property.key.type === 'Literal' && typeof property.key.value === 'string') {
      return property.key.value;
    }
    return null;
  }
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') {
    return property.key.value;
  }
  return null;
}

function staticString(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noPhysicalCss = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow physical (left/right) CSS properties and values in *.css.ts',
    },
    messages: {
      property: "Physical CSS property '{{name}}' breaks RTL: use '{{logical}}' instead.",
      value: "'{{name}}: {{value}}' breaks RTL: use '{{name}}: {{logical}}' instead.",
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        // Object values are nested selectors, conditions or recipe variants (`align: { left: … }`
        // would be a variant name, not a CSS property), so only leaf values are style declarations.
        if (node.value.type === 'ObjectExpression') return;
        const raw = keyName(node);
        if (!raw) return;
        const name = toCamel(raw);
        const logical = PHYSICAL_PROPERTIES[name];
        if (logical) {
          context.report({
            node: node.key,
            messageId: 'property',
            data: { name: raw, logical },
          });
          return;
        }
        if (!PHYSICAL_VALUE_PROPERTIES.has(name)) return;
        const value = staticString(node.value)?.trim();
        if (value && value in PHYSICAL_VALUES) {
          context.report({
            node: node.value,
            messageId: 'value',
            data: { name: raw, value, logical: PHYSICAL_VALUES[value] },
          });
        }
      },
    };
  },
};
