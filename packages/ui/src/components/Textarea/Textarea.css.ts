import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const textarea = recipe({
  base: inAtriumLayer({
    display: 'block',
    paddingBlock: vars.space[2],
    minBlockSize: 64,
  }),
  variants: {
    resizable: {
      true: inAtriumLayer({ resize: 'vertical' }),
      false: inAtriumLayer({ resize: 'none' }),
    },
  },
  defaultVariants: { resizable: true },
});
