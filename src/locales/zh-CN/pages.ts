import browse from './parts/browse.ts';
import centers from './parts/centers.ts';
import work from './parts/work.ts';

/**
 * The messages of the job-seeking pages and their shared blocks: a lazy chunk, not part of the first load. A small
 * one: each part is a chunk of its own (config/plugins/messageChunks.ts) that the browser fetches in parallel as
 * soon as this arrives, so no message chunk nears the size budget as texts grow. en-US and zh-TW are cut alike.
 */
export default { ...browse, ...centers, ...work } as const;
