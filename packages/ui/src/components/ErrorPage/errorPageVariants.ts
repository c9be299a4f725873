/** The three error pages of spec section 2: used by the recipe, the prop type and the stories. */
export const errorPageVariants = ['notFound', 'notAuthorized', 'serverError'] as const;
export type ErrorPageVariant = (typeof errorPageVariants)[number];

/** The HTTP status each variant stands for (shown large, decoratively, in the illustration). */
export const errorPageStatusCodes = {
  notFound: 404,
  notAuthorized: 401,
  serverError: 500,
} as const satisfies Record<ErrorPageVariant, number>;
