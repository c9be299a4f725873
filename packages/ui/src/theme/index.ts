export { vars } from './vars.css';
export { fontStacks } from './fonts';
export { zIndices, type ZIndexLayer } from './zIndex';
// primaryScale (and its colour library) is not re-exported: UiProvider loads it on demand, and a
// static export would put it in every app's shell bundle.
