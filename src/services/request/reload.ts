/** A full navigation to the app root: drops every in-memory state along with the session. */
export function reloadAtRoot() {
  window.location.replace(import.meta.env.BASE_URL);
}
