import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';

export const root = style(inAtriumLayer({}));

// The toggle sits flush in the end slot; Radix's ghost IconButton uses physical negative margins.
export const toggle = style(
  inAtriumLayer({
    marginBlock: 0,
    marginInline: 0,
  }),
);
