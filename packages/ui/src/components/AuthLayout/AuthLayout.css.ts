import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

const small = 'screen and (max-width: 519px)';

export const root = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    minBlockSize: '100dvh',
    inlineSize: '100%',
    paddingBlock: vars.space[4],
    paddingInline: vars.space[4],
    gap: vars.space[4],
    backgroundColor: vars.color.background,
    backgroundImage: `linear-gradient(to bottom, ${vars.color.accentAlpha[2]}, transparent 60%)`,
    color: vars.color.gray[12],
    textAlign: 'start',
    '@media': { [small]: { paddingInline: vars.space[3], paddingBlock: vars.space[3] } },
  }),
);

export const toolbar = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space[2],
    minBlockSize: vars.space[6],
  }),
);

export const main = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: 0,
  }),
);

export const card = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    maxInlineSize: 420,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    padding: vars.space[6],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[3],
    '@media': {
      // phones: the card melts into the page, full width
      [small]: { padding: vars.space[2], boxShadow: 'none', backgroundColor: 'transparent' },
    },
  }),
);

export const brand = style(inAtriumLayer({ display: 'flex', justifyContent: 'center' }));

export const header = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    textAlign: 'center',
  }),
);

export const heading = style(inAtriumLayer({ margin: 0 }));

export const subtitle = style(inAtriumLayer({ margin: 0 }));

export const content = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[4] }),
);

export const footer = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space[3],
    color: vars.color.gray[11],
    fontSize: vars.fontSize[1],
    textAlign: 'center',
  }),
);
