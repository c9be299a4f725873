import { pageOf } from '@atrium/api/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listItemSchemaOf, withoutInvalidItems, type InvalidListItem } from './listItems.ts';

const itemSchema = z.object({ id: z.string(), kind: z.enum(['a', 'b']) });

describe('listItemSchemaOf', () => {
  it('finds the item schema of a page, and nothing in other answers', () => {
    expect(listItemSchemaOf(pageOf(itemSchema))).toBe(itemSchema);
    expect(listItemSchemaOf(z.object({ items: z.array(itemSchema) }))).toBe(itemSchema);
    expect(listItemSchemaOf(itemSchema)).toBeUndefined();
    expect(listItemSchemaOf(z.object({ items: z.string() }))).toBeUndefined();
    expect(listItemSchemaOf(undefined)).toBeUndefined();
  });
});

describe('withoutInvalidItems', () => {
  it('leaves out the items that do not fit, reports each with its id, and lowers the total', () => {
    const reported: InvalidListItem[] = [];
    const page = {
      items: [
        { id: '1', kind: 'a' },
        { id: '2', kind: 'from-a-newer-version' },
        { id: '3', kind: 'b' },
        { kind: 'a' },
      ],
      total: 14,
      page: 1,
      size: 10,
    };
    expect(withoutInvalidItems(page, itemSchema, (item) => reported.push(item))).toEqual({
      items: [
        { id: '1', kind: 'a' },
        { id: '3', kind: 'b' },
      ],
      total: 12,
      page: 1,
      size: 10,
    });
    expect(reported).toEqual([
      { index: 1, id: '2', issues: [{ path: 'kind', code: 'invalid_value' }] },
      { index: 3, id: undefined, issues: [{ path: 'id', code: 'invalid_type' }] },
    ]);
  });

  it('gives the same answer back when every item fits, or when it is not a list', () => {
    const page = { items: [{ id: '1', kind: 'a' }], total: 1 };
    const onInvalid = () => {
      throw new Error('nothing should be reported');
    };
    expect(withoutInvalidItems(page, itemSchema, onInvalid)).toBe(page);
    const other = { detail: 'Not found' };
    expect(withoutInvalidItems(other, itemSchema, onInvalid)).toBe(other);
  });
});
