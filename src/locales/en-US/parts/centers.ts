import center from '../center.ts';
import hiring from '../hiring.ts';
import offer from '../offer.ts';
import serverText from '../serverText.ts';

/**
 * Texts of the personal centre (chat, notices, privacy), the enterprise's hiring pages and offers, and the texts the
 * server's messages name by id (notices, the usage log, chat cards: src/utils/serverText.ts).
 */
export default {
  ...center,
  ...hiring,
  ...offer,
  ...serverText,
} as const;
