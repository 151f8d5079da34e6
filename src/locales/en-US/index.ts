import type { MessageId } from '../types.ts';
import browse from './parts/browse.ts';
import centers from './parts/centers.ts';
import work from './parts/work.ts';
import shell from './shell.ts';

/**
 * The whole English bundle, in the chunks zh-CN is cut into (zh-CN/shell.ts, zh-CN/pages.ts): this module is a
 * small lazy chunk whose parts are chunks of their own (config/plugins/messageChunks.ts). The type makes sure the
 * parts together give every message id a text.
 */
const enUS: Record<MessageId, string> = { ...shell, ...browse, ...centers, ...work };
export default enUS;
