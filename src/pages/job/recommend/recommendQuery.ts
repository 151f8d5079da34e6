import type { JobPreference } from '@/contract/recommend.ts';
import { one, text, type QueryValue } from '@/utils/queryCodec.ts';

/** /recommend keeps the active preference tab and the featured/newest switch in the URL. */
export const RECOMMEND_TAB_VALUES = ['featured', 'newest'] as const;
export type RecommendTab = (typeof RECOMMEND_TAB_VALUES)[number];

export const recommendQuerySpec = {
  preference: text(40),
  tab: one(RECOMMEND_TAB_VALUES),
};
export type RecommendUrlQuery = QueryValue<typeof recommendQuerySpec>;

export type ActivePreference = { kind: 'none' } | { kind: 'found'; preference: JobPreference } | { kind: 'unknown' };

/**
 * Which preference the feed is built from: the one named in the URL, else the first. A URL naming a preference
 * the seeker does not have (deleted, or someone else's link) is `unknown`, so the page can say so.
 */
export function activePreference(preferences: readonly JobPreference[], fromUrl: string | undefined): ActivePreference {
  if (!preferences.length) return { kind: 'none' };
  if (!fromUrl) return { kind: 'found', preference: preferences[0] };
  const found = preferences.find((p) => p.id === fromUrl);
  return found ? { kind: 'found', preference: found } : { kind: 'unknown' };
}
