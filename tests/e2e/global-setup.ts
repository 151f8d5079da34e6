import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The e2e run tests the production build: fail early, with the fix, when there is none. */
export default function globalSetup() {
  const index = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('No build in dist/. Run `npm run build` first (npm test does it for you).');
}
