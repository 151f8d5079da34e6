import type { ArticleCategory } from '@/contract/contentValues.ts';

/**
 * An article's cover drawn here from its category (no image request, no placeholder service): a tinted panel
 * with the category's glyph, in a box whose size the viewBox fixes before anything paints.
 */
const PALETTE: Record<ArticleCategory, { bg: string; fg: string; glyph: string }> = {
  guide: { bg: '#e6f4ff', fg: '#0958d9', glyph: 'M20 44 L32 20 L44 44 Z M28 36 h8' },
  interview: { bg: '#f9f0ff', fg: '#531dab', glyph: 'M18 22 h28 v16 h-16 l-8 6 v-6 h-4 Z' },
  resume: { bg: '#e6fffb', fg: '#08979c', glyph: 'M22 16 h16 l6 6 v26 h-22 Z M26 28 h14 M26 34 h14 M26 40 h10' },
  salary: { bg: '#fcffe6', fg: '#5b8c00', glyph: 'M18 46 V34 h6 v12 M29 46 V26 h6 v20 M40 46 V18 h6 v28' },
  policy: { bg: '#fff7e6', fg: '#ad4e00', glyph: 'M32 14 L46 22 H18 Z M20 24 v16 M28 24 v16 M36 24 v16 M44 24 v16 M16 44 h32' },
  rights: { bg: '#f6ffed', fg: '#237804', glyph: 'M32 14 L46 20 v10 c0 9 -6 15 -14 18 c-8 -3 -14 -9 -14 -18 v-10 Z M26 31 l5 5 l8 -9' },
  scam: { bg: '#fff1f0', fg: '#a8071a', glyph: 'M32 14 L48 44 H16 Z M32 26 v9 M32 39 v1' },
};

export default function ArticleCover({ category, className }: { category: ArticleCategory; className?: string }) {
  const { bg, fg, glyph } = PALETTE[category];
  return (
    <svg className={className} viewBox="0 0 160 90" width="160" height="90" aria-hidden focusable="false">
      <rect width="160" height="90" fill={bg} />
      <circle cx="136" cy="14" r="30" fill={fg} opacity="0.08" />
      <circle cx="20" cy="84" r="24" fill={fg} opacity="0.06" />
      <g transform="translate(48 13)" fill="none" stroke={fg} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d={glyph} />
      </g>
    </svg>
  );
}
