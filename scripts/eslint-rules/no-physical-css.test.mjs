import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noPhysicalCss } from './no-physical-css.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
  },
});

const filename = 'src/components/Box/Box.css.ts';

ruleTester.run('no-physical-css', noPhysicalCss, {
  valid: [
    {
      filename,
      code: 'export const a = style({ paddingInlineStart: 8, insetInlineEnd: 0 });',
    },
    {
      filename,
      code: "export const a = style({ textAlign: 'start', float: 'inline-end' });",
    },
    {
      filename,
      code: 'export const a = style({ borderStartStartRadius: 4, marginBlock: 2 });',
    },
    // recipe variant names are not CSS properties
    {
      filename,
      code: "export const r = recipe({ variants: { align: { left: { textAlign: 'start' } } } });",
    },
    // nested selectors and conditions are objects
    {
      filename,
      code: "export const a = style({ selectors: { '&:hover': { top: 0 } } });",
    },
    {
      filename,
      code: "export const a = style({ textAlign: 'center', clear: 'both' });",
    },
    {
      filename,
      code: 'export const a = style({ insetInline: 0, [vars.size]: 1 });',
    },
  ],
  invalid: [
    {
      filename,
      code: 'export const a = style({ left: 0 });',
      errors: [
        {
          messageId: 'property',
          data: { name: 'left', logical: 'insetInlineStart' },
        },
      ],
    },
    {
      filename,
      code: "export const a = style({ marginLeft: 4, paddingRight: '1rem' });",
      errors: [{ messageId: 'property' }, { messageId: 'property' }],
    },
    {
      filename,
      code: "export const a = style({ 'border-left': '1px solid', borderRightColor: 'red' });",
      errors: [
        {
          messageId: 'property',
          data: { name: 'border-left', logical: 'borderInlineStart' },
        },
        { messageId: 'property' },
      ],
    },
    {
      filename,
      code: 'export const a = style({ borderTopLeftRadius: 4, borderBottomRightRadius: 4 });',
      errors: [{ messageId: 'property' }, { messageId: 'property' }],
    },
    {
      filename,
      code: "export const a = style({ '@media': { 'screen': { right: 0 } } });",
      errors: [{ messageId: 'property' }],
    },
    {
      filename,
      code: "export const a = style({ textAlign: 'left', float: 'right', clear: `left` });",
      errors: [
        {
          messageId: 'value',
          data: { name: 'textAlign', value: 'left', logical: 'start' },
        },
        {
          messageId: 'value',
          data: { name: 'float', value: 'right', logical: 'end' },
        },
        { messageId: 'value' },
      ],
    },
    {
      filename,
      code: 'export const r = recipe({ base: { right: 0 }, variants: { tone: { a: { marginRight: 1 } } } });',
      errors: [{ messageId: 'property' }, { messageId: 'property' }],
    },
    {
      filename,
      code: "export const a = style({ left: ['0', 'auto'] });",
      errors: [{ messageId: 'property' }],
    },
  ],
});
