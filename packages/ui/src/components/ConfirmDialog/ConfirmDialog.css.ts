import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

/** Inline error under the message when the confirmed action failed. */
export const error = style(
  inAtriumLayer({
    margin: 0,
    marginBlockStart: vars.space[2],
    fontSize: vars.fontSize[2],
    color: vars.color.red[11],
  }),
);
