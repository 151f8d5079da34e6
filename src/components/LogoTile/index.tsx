import { useState } from 'react';
import { useT } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';
import { tileColour, tileInitial } from './tileColour.ts';
import './logoTile.css';

interface LogoTileProps {
  /** Whose logo or photo: the alt text names it, and a generated tile shows its first character. */
  name: string;
  /** An uploaded image (a media path); without one, or when it fails to load, a tile is generated. */
  src?: string | null;
  size: number;
  /** A company's logo (square) or a person's photo (round). */
  kind?: 'logo' | 'avatar';
}

/**
 * A company logo or a person's photo, always with an alt text. Without an uploaded image it is a tile: the
 * name's first character on a colour derived from the name (never a placeholder id such as "C1").
 */
export default function LogoTile({ name, src, size, kind = 'logo' }: LogoTileProps) {
  const t = useT();
  const [broken, setBroken] = useState<string | null>(null);
  const alt = t(kind === 'logo' ? 'shared.logo.alt' : 'shared.avatar.alt', { name });
  const url = mediaUrl(src);
  const className = `logo-tile${kind === 'avatar' ? ' logo-tile-circle' : size < 32 ? ' logo-tile-small' : ''}`;

  if (url && broken !== url) {
    return <img className={className} src={url} alt={alt} width={size} height={size} loading="lazy" onError={() => setBroken(url)} />;
  }
  return (
    <span
      className={className}
      role="img"
      aria-label={alt}
      data-testid="logo-tile"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: tileColour(name) }}
    >
      {tileInitial(name)}
    </span>
  );
}
