// A wrestler's generated portrait (shared/avatar): an <img> of a data: URL, so each picture keeps
// its own SVG ids and the browser caches the decoded image. URLs are memoized per wrestler.
import { wrestlerAvatarDataUrl, type WrestlerAvatarOptions } from '#shared/avatar/wrestlerAvatar.ts';
import { WRESTLER_GENDERS, WRESTLER_STYLES, type WrestlerGender, type WrestlerStyle } from '#shared/data/wrestlers/types.ts';
import { cx } from '../lib/cx.ts';

export interface WrestlerAvatarProps {
  id: string;
  name: string;
  style?: WrestlerAvatarOptions['style'];
  gender?: WrestlerAvatarOptions['gender'];
  masked?: boolean;
  /** Rendered size in CSS pixels (square). */
  size?: number;
  className?: string;
}

const cache = new Map<string, string>();

function avatarUrl(id: string, options: WrestlerAvatarOptions): string {
  const key = `${id}|${options.style ?? ''}|${options.gender ?? ''}|${options.masked ?? ''}`;
  let url = cache.get(key);
  if (!url) {
    url = wrestlerAvatarDataUrl(id, options);
    cache.set(key, url);
  }
  return url;
}

export function WrestlerAvatar({ id, name, style, gender, masked, size = 64, className }: WrestlerAvatarProps) {
  return (
    <img
      src={avatarUrl(id, { style, gender, masked })}
      alt={`Portrait of ${name}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cx('shrink-0 rounded-xl border border-line bg-raised', className)}
    />
  );
}

/** The fields of a synced or fetched wrestler the portrait needs (style and gender arrive as strings). */
export interface PortraitSource {
  id: string;
  name: string;
  style: string;
  gender: string;
  masked: boolean;
}

const isStyle = (value: string): value is WrestlerStyle => (WRESTLER_STYLES as readonly string[]).includes(value);
const isGender = (value: string): value is WrestlerGender => (WRESTLER_GENDERS as readonly string[]).includes(value);

/** The portrait of a roster, market or free-agent wrestler. */
export function WrestlerPortrait({ wrestler, size, className }: { wrestler: PortraitSource; size?: number; className?: string }) {
  return (
    <WrestlerAvatar
      id={wrestler.id}
      name={wrestler.name}
      style={isStyle(wrestler.style) ? wrestler.style : undefined}
      gender={isGender(wrestler.gender) ? wrestler.gender : undefined}
      masked={wrestler.masked}
      size={size}
      className={className}
    />
  );
}
