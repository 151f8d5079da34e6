/** A full navigation to the app root: drops every in-memory state along with the session. */
export function reloadAtRoot() {
  window.location.replace(import.meta.env.BASE_URL);
}

/** Reloads the page the user is on (another tab ended the session: start again as a visitor, same place). */
export function reloadHere() {
  window.location.reload();
}
