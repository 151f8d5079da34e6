import { fileURLToPath } from 'node:url';

/** Where the update flow's two builds live (under test-results/, which git and the linters ignore). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILD_A = fileURLToPath(new URL('../../test-results/pwa-builds/a', import.meta.url));
export const BUILD_B = fileURLToPath(new URL('../../test-results/pwa-builds/b', import.meta.url));
/** Build B's version marker (src/shell/pwa.tsx puts it on window.__APP_VERSION__). */
export const VERSION_B = 'pwa-e2e-b';
