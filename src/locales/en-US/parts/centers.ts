import center from '../center.ts';
import hiring from '../hiring.ts';
import offer from '../offer.ts';

/** Texts of the personal centre (chat, notices, privacy), the enterprise's hiring pages and offers. */
export default {
  ...center,
  ...hiring,
  ...offer,
} as const;
