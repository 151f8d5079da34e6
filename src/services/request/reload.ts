/** Set once this page has started to leave: what it would still do on its way out is for the next page. */
let leaving = false;

/** Whether a reload this module started is under way (the page is being replaced). */
export const isLeaving = () => leaving;

/** A full navigation to the app root: drops every in-memory state along with the session. */
export function reloadAtRoot() {
  leaving = true;
  window.location.replace(import.meta.env.BASE_URL);
}

/** Reloads the page the user is on (another tab ended the session: start again as a visitor, same place). */
export function reloadHere() {
  leaving = true;
  window.location.reload();
}
