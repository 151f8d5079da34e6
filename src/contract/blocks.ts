import { z } from 'zod';

/**
 * Blocks, consistently (issue 26.12). `POST /jobs/:id/chat` (and `POST /jobs/:id/apply`, in applyBody) take
 * `unblock: true` once the seeker confirmed lifting their block of the company; `DELETE
 * /me/privacy/blocked/:companyId?confirm=1` once they confirmed unblocking their current employer.
 */
export const contactBody = z.object({ unblock: z.boolean({ error: 'unblock 只能是 true 或 false' }).optional() });
export const unblockQuery = z.object({ confirm: z.enum(['1'], { error: 'confirm 只能是 1' }).optional() });
