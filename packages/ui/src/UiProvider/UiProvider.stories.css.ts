import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../theme/layers.css';
import { vars } from '../theme/vars.css';

export const surface = style(
  inAtriumLayer({
    maxInlineSize: 420,
    padding: vars.space[4],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
    color: vars.color.gray[12],
    border: `${vars.skin.borderWidth} solid ${vars.skin.borderColor}`,
    boxShadow: vars.skin.shadow,
  }),
);

export const accentText = style(inAtriumLayer({ color: vars.color.accent[11] }));
