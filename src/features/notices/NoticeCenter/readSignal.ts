/**
 * "Notices were read here": the notice centre tells the header badge of this tab, which then counts again.
 * Reading is not pushed over the live stream (only new notices are), so without this the badge would wait for
 * its next catch-up. A plain DOM event keeps the badge's lazy chunk free of the centre's code.
 */
const NOTICES_READ = 'jucai:notices-read';

export const announceNoticesRead = () => window.dispatchEvent(new Event(NOTICES_READ));

export function onNoticesRead(listener: () => void): () => void {
  window.addEventListener(NOTICES_READ, listener);
  return () => window.removeEventListener(NOTICES_READ, listener);
}
