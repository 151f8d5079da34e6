import type { Messages } from '../types.ts';

export default {} satisfies Messages<'campus'>;
