/**
 * How long a loading placeholder stays still before it starts to pulse (Skeleton) and a spinner
 * before it turns (Spinner). Most answers arrive within it, so their placeholders never animate:
 * less motion on every page load, and no animation work while a page is starting. An endless
 * animation costs frames for as long as it runs; measured with Lighthouse on /main/home (2-core
 * machine), a dozen pulsing placeholders and a turning spinner put 60–240 ms of blocking time on
 * the page's first tasks, and 30–70 ms with this delay.
 */
export const MOTION_DELAY = '1s';
