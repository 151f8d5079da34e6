/**
 * The props that fetch a lazy chunk when the user shows the intent to use it: the pointer reaches the control or
 * the keyboard focuses it, a few hundred milliseconds before the click. Spread onto the control that opens what
 * the chunk draws (a dialog, a drawer's form, a tab); the click still works if the chunk has not arrived.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
}
