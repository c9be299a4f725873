export { vars } from './vars.css';
export { fontStacks } from './fonts';
