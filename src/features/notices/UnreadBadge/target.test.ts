import { describe, expect, it } from 'vitest';
import { unreadTarget } from './target.ts';

describe('unreadTarget (issue 26, item 13: the badge leads to what is unread)', () => {
  it('leads to the notices when only notices are unread', () => {
    expect(unreadTarget('seeker', 0, 3)).toBe('/notify');
    expect(unreadTarget('recruiter', 0, 1)).toBe('/message');
  });
  it('leads to the chat when messages are unread, or nothing is', () => {
    expect(unreadTarget('seeker', 2, 3)).toBe('/communicate');
    expect(unreadTarget('recruiter', 1, 0)).toBe('/communicat');
    expect(unreadTarget('seeker', 0, 0)).toBe('/communicate');
  });
});
