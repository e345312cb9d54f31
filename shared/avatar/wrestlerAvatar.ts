// Deterministic wrestler portraits: a stylized head-and-shoulders drawn as SVG, seeded by the
// wrestler's id (same id, same picture, on every machine). No outside images, no randomness from the
// environment: a pure function from (id, hints) to an SVG string.
//
// The portrait is picked from a small kit of parts: background palette and pattern, skin tone, build
// (the ring style widens a Giant's or a Powerhouse's shoulders), ring gear, hair, facial hair, and
// sometimes a full wrestling mask, face paint or a headband.
import type { WrestlerGender, WrestlerStyle } from '../data/wrestlers/types.ts';

export interface WrestlerAvatarOptions {
  /** Shapes the build and the odds of a mask. */
  style?: WrestlerStyle;
  /** Shapes the hair; facial hair only for 'male'. */
  gender?: WrestlerGender;
  /** true: always a mask; false: never; unset: the seed decides. */
  masked?: boolean;
  /** Accessible name written into the SVG's <title>. */
  title?: string;
}

/** Drawing units: the SVG's viewBox is 0 0 AVATAR_SIZE AVATAR_SIZE. */
export const AVATAR_SIZE = 120;

interface Palette {
  bg: [string, string];
  accent: string;
  gear: string;
}

const PALETTES: Palette[] = [
  { bg: ['#2a0d18', '#7a1531'], accent: '#f5b301', gear: '#15171f' },
  { bg: ['#0b1733', '#1f4f99'], accent: '#e63946', gear: '#e9edf5' },
  { bg: ['#0f2a22', '#1f7a5a'], accent: '#f4d35e', gear: '#1b1d24' },
  { bg: ['#22103a', '#5b2a9e'], accent: '#2ee6c5', gear: '#111319' },
  { bg: ['#2b1a07', '#9a5b12'], accent: '#fff1c2', gear: '#3b0f12' },
  { bg: ['#071f2b', '#0e7490'], accent: '#ff7a1a', gear: '#0b2230' },
  { bg: ['#2a0a2a', '#a21caf'], accent: '#fde047', gear: '#161016' },
  { bg: ['#1a1d24', '#4b5563'], accent: '#ef4444', gear: '#0f0f12' },
  { bg: ['#2b0f06', '#c2410c'], accent: '#1d4ed8', gear: '#f5f5f4' },
  { bg: ['#0c1f12', '#3f6212'], accent: '#f97316', gear: '#1c1917' },
  { bg: ['#101436', '#3730a3'], accent: '#f5b301', gear: '#b91c1c' },
  { bg: ['#2a1515', '#7f1d1d'], accent: '#e5e7eb', gear: '#0a0a0a' },
];

/** Light to deep skin tones: [base, shade]. */
const SKIN: Array<[string, string]> = [
  ['#f6d7c3', '#dcb39a'],
  ['#eec1a0', '#d19f7d'],
  ['#e0a67f', '#c1865f'],
  ['#c98e62', '#a8704a'],
  ['#b07445', '#8d5a32'],
  ['#8d5a36', '#6e4327'],
  ['#6b4226', '#53321c'],
  ['#4a2c19', '#381f11'],
];

const HAIR_NATURAL = ['#141010', '#2b1a12', '#4a2d1a', '#7a4a24', '#a0522d', '#d8b25a', '#e8dcc0', '#9ca3af'];
const HAIR_DYED = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#f472b6', '#f5f5f5'];

type Hair = 'bald' | 'buzz' | 'mohawk' | 'long' | 'spiky' | 'bun' | 'afro' | 'swept';
type Facial = 'none' | 'beard' | 'goatee' | 'mustache' | 'stubble';
type Paint = 'none' | 'band' | 'half' | 'streaks';
type Gear = 'singlet' | 'jacket' | 'tee' | 'bare';
type Pattern = 'rays' | 'rings' | 'stripes' | 'dots';

function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function makeRng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Weighted choice: [[value, weight], ...]. */
function weighted<T>(rng: ReturnType<typeof makeRng>, options: Array<[T, number]>): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of options) {
    roll -= w;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function pattern(kind: Pattern, color: string): string {
  const parts: string[] = [];
  if (kind === 'rays') {
    for (let i = 0; i < 16; i += 2) {
      const a0 = (i / 16) * Math.PI * 2;
      const a1 = ((i + 1) / 16) * Math.PI * 2;
      parts.push(`M60 64L${r1(60 + Math.cos(a0) * 110)} ${r1(64 + Math.sin(a0) * 110)}L${r1(60 + Math.cos(a1) * 110)} ${r1(64 + Math.sin(a1) * 110)}Z`);
    }
    return `<path d="${parts.join('')}" fill="${color}" opacity=".09"/>`;
  }
  if (kind === 'rings') {
    for (let r = 18; r < 100; r += 12) parts.push(`<circle cx="60" cy="58" r="${r}"/>`);
    return `<g fill="none" stroke="${color}" stroke-width="3" opacity=".1">${parts.join('')}</g>`;
  }
  if (kind === 'stripes') {
    for (let x = -120; x < 120; x += 16) parts.push(`M${x} 0L${x + 120} 120`);
    return `<path d="${parts.join('')}" stroke="${color}" stroke-width="6" opacity=".08"/>`;
  }
  for (let row = 0; row < 10; row++) {
    for (let x = 8 + (row % 2) * 6; x < 120; x += 12) parts.push(`<circle cx="${x}" cy="${8 + row * 12}" r="1.6"/>`);
  }
  return `<g fill="${color}" opacity=".16">${parts.join('')}</g>`;
}

/** A small chest emblem centred on (x, y): star, bolt or diamond. */
function emblem(kind: number, x: number, y: number): string {
  if (kind === 0) {
    const points: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 2.6 : 6;
      points.push(`${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r)}`);
    }
    return `M${points.join('L')}Z`;
  }
  if (kind === 1) return `M${x + 1.5} ${y - 7}L${x - 4} ${y + 1}L${x} ${y + 1}L${x - 1.5} ${y + 7}L${x + 4} ${y - 1}L${x} ${y - 1}Z`;
  return `M${x} ${y - 6}L${x + 5} ${y}L${x} ${y + 6}L${x - 5} ${y}Z`;
}

/**
 * The portrait of one wrestler as a standalone SVG document (viewBox 0 0 120 120, square). Same id and
 * options give the same string.
 */
export function wrestlerAvatarSvg(id: string, options: WrestlerAvatarOptions = {}): string {
  const { style, gender } = options;
  const seed = hashSeed(`${id}|${style ?? ''}|${gender ?? ''}|${options.masked ?? ''}`);
  const rng = makeRng(seed);
  const uid = `a${seed.toString(36)}`;
  const female = gender === 'female';

  const palette = rng.pick(PALETTES);
  const [skin, skinShade] = rng.pick(SKIN);
  const hairColor = rng.chance(0.18) ? rng.pick(HAIR_DYED) : rng.pick(HAIR_NATURAL);
  const patternKind = rng.pick<Pattern>(['rays', 'rings', 'stripes', 'dots']);

  // Build: shoulder half-width, head size, neck, jaw squareness.
  const heavy = style === 'Giant' ? 2 : style === 'Powerhouse' || style === 'Brawler' ? 1 : 0;
  const light = style === 'High-Flyer' ? 1 : 0;
  const sw = 40 + heavy * 6 - light * 4 + rng.int(-2, 3);
  const hw = 18 + heavy + rng.int(0, 3);
  const hh = 23 + rng.int(0, 3);
  const nw = 8 + heavy * 2 + rng.int(0, 2);
  const jaw = female ? rng.int(5, 8) : heavy ? rng.int(1, 3) : rng.int(3, 7);
  const cx = 60;
  const cy = 54;
  const top = cy - hh;

  const maskRoll = rng.chance(style === 'High-Flyer' ? 0.4 : style === 'Striker' || style === 'Showman' ? 0.14 : 0.1);
  const masked = options.masked ?? maskRoll;
  const hair: Hair = masked
    ? 'bald'
    : weighted<Hair>(rng, [
        ['bald', female ? 0.15 : heavy ? 3 : 1],
        ['buzz', female ? 0.8 : 3],
        ['mohawk', female ? 0.7 : 1.2],
        ['long', female ? 4.5 : 1.6],
        ['spiky', female ? 0.5 : 1.2],
        ['bun', female ? 2.2 : 1],
        ['afro', female ? 1.4 : 1],
        ['swept', 2],
      ]);
  const facial: Facial =
    masked || gender !== 'male' ? 'none' : weighted<Facial>(rng, [['none', 4], ['beard', 2.2], ['goatee', 1.2], ['mustache', 0.8], ['stubble', 1]]);
  const paint: Paint = masked ? 'none' : weighted<Paint>(rng, [['none', 6], ['band', 1], ['half', 0.6], ['streaks', 1]]);
  const headband = !masked && hair !== 'long' && rng.chance(0.14);
  const gear = weighted<Gear>(rng, [['singlet', 3], ['jacket', 2], ['tee', 1.5], ['bare', female ? 0 : heavy ? 2.5 : 1]]);
  const brows = rng.pick([-1.5, 0, 1.5, 2.5]); // inner-end tilt: positive looks fierce
  const smile = rng.pick([-1.5, 0, 0, 1.5, 3]);

  const headPath =
    `M${cx - hw} ${cy - 4}Q${cx - hw} ${top} ${cx} ${top}Q${cx + hw} ${top} ${cx + hw} ${cy - 4}` +
    `L${cx + hw - jaw} ${cy + hh - 8}Q${cx} ${cy + hh + 3} ${cx - hw + jaw} ${cy + hh - 8}Z`;
  const out: string[] = [];
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';

  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">${title}`,
    `<defs><radialGradient id="${uid}b" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${palette.bg[1]}"/><stop offset="1" stop-color="${palette.bg[0]}"/></radialGradient>`,
    `<clipPath id="${uid}h"><path d="${headPath}"/></clipPath></defs>`,
    `<rect width="120" height="120" fill="url(#${uid}b)"/>`,
    pattern(patternKind, palette.accent),
    // The figure is shown 8% larger and 6 units lower, so the head fills the frame and tall hair still fits.
    '<g transform="translate(60 126) scale(1.08) translate(-60 -120)">',
  );

  // Hair that sits behind the head.
  if (hair === 'long') {
    out.push(`<path d="M${cx - hw - 3} ${cy - 4}Q${cx - hw - 5} ${top - 5} ${cx} ${top - 5}Q${cx + hw + 5} ${top - 5} ${cx + hw + 3} ${cy - 4}L${cx + hw + 7} ${cy + hh + 14}L${cx - hw - 7} ${cy + hh + 14}Z" fill="${hairColor}"/>`);
  } else if (hair === 'afro') {
    const r = hw + 8;
    out.push(`<g fill="${hairColor}"><circle cx="${cx}" cy="${cy - 10}" r="${r}"/>`);
    for (let i = 0; i < 10; i++) {
      const a = Math.PI + (i / 9) * Math.PI;
      out.push(`<circle cx="${r1(cx + Math.cos(a) * r)}" cy="${r1(cy - 10 + Math.sin(a) * r)}" r="6"/>`);
    }
    out.push('</g>');
  }

  // Shoulders and neck.
  const neckTop = cy + hh - 14;
  const shoulders =
    `M${cx - sw} 121L${cx - sw} 112Q${cx - sw} 95 ${cx - sw + 15} 92L${cx - nw - 3} 86Q${cx} 90 ${cx + nw + 3} 86` +
    `L${cx + sw - 15} 92Q${cx + sw} 95 ${cx + sw} 112L${cx + sw} 121Z`;
  out.push(`<rect x="${cx - nw}" y="${neckTop}" width="${nw * 2}" height="${100 - neckTop}" fill="${skinShade}"/>`);
  out.push(`<path d="${shoulders}" fill="${gear === 'singlet' || gear === 'bare' ? skin : palette.gear}"/>`);
  const vDepth = female ? 101 : 110;
  if (gear === 'singlet') {
    out.push(
      `<path d="M${cx - sw + 12} 121L${cx - 24} 93L${cx - 16} 91L${cx} ${vDepth}L${cx + 16} 91L${cx + 24} 93L${cx + sw - 12} 121Z" fill="${palette.gear}"/>`,
      `<path d="M${cx - 16} 91L${cx} ${vDepth}L${cx + 16} 91" fill="none" stroke="${palette.accent}" stroke-width="2"/>`,
    );
  } else if (gear === 'jacket') {
    out.push(
      `<path d="M${cx - nw - 3} 86L${cx} 112L${cx + nw + 3} 86Q${cx} 90 ${cx - nw - 3} 86Z" fill="${skin}"/>`,
      `<path d="M${cx - nw - 4} 85L${cx - 2} 116M${cx + nw + 4} 85L${cx + 2} 116" stroke="${palette.accent}" stroke-width="3.5" stroke-linecap="round"/>`,
    );
  } else if (gear === 'tee') {
    out.push(`<path d="M${cx - nw - 3} 86Q${cx} 95 ${cx + nw + 3} 86" fill="none" stroke="${palette.accent}" stroke-width="3"/>`);
    out.push(`<path d="${emblem(rng.int(0, 2), cx, 108)}" fill="${palette.accent}"/>`);
  } else {
    // Bare shoulders: a hint of collarbones and chest.
    out.push(`<path d="M${cx - 20} 97Q${cx - 10} 95 ${cx - 3} 99M${cx + 20} 97Q${cx + 10} 95 ${cx + 3} 99M${cx} 104L${cx} 118" fill="none" stroke="${skinShade}" stroke-width="1.6" stroke-linecap="round"/>`);
  }
  out.push(`<path d="M${cx - nw} ${neckTop + 6}Q${cx} ${neckTop + 14} ${cx + nw} ${neckTop + 6}" fill="none" stroke="${skinShade}" stroke-width="2" opacity=".6"/>`);

  // Ears and head.
  out.push(
    `<ellipse cx="${cx - hw}" cy="${cy + 1}" rx="3.6" ry="6" fill="${skinShade}"/>`,
    `<ellipse cx="${cx + hw}" cy="${cy + 1}" rx="3.6" ry="6" fill="${skinShade}"/>`,
    `<path d="${headPath}" fill="${skin}"/>`,
  );

  // Face paint, clipped to the head.
  if (paint === 'band') out.push(`<rect x="0" y="${cy - 9}" width="120" height="9" fill="${palette.accent}" opacity=".85" clip-path="url(#${uid}h)"/>`);
  if (paint === 'half') out.push(`<rect x="${cx}" y="0" width="60" height="120" fill="${palette.accent}" opacity=".55" clip-path="url(#${uid}h)"/>`);

  // Mask: covers the head, with framed eye holes and a mouth opening.
  const ex = Math.round(hw * 0.42);
  const ey = cy - 3;
  if (masked) {
    const maskColor = rng.chance(0.5) ? palette.gear : palette.accent;
    const trim = maskColor === palette.accent ? palette.gear : palette.accent;
    out.push(
      '<g class="mask">',
      `<ellipse cx="${cx - hw}" cy="${cy + 1}" rx="3.8" ry="6.2" fill="${maskColor}"/><ellipse cx="${cx + hw}" cy="${cy + 1}" rx="3.8" ry="6.2" fill="${maskColor}"/>`,
      `<path d="${headPath}" fill="${maskColor}"/>`,
      `<path d="M${cx} ${top}L${cx - 4} ${cy - 10}L${cx} ${cy - 7}L${cx + 4} ${cy - 10}Z" fill="${trim}"/>`,
      `<path d="M${cx - ex - 9} ${ey - 7}Q${cx - 3} ${ey - 8} ${cx - 3} ${ey + 1}Q${cx - ex} ${ey + 8} ${cx - ex - 9} ${ey - 7}Z" fill="${trim}"/>`,
      `<path d="M${cx + ex + 9} ${ey - 7}Q${cx + 3} ${ey - 8} ${cx + 3} ${ey + 1}Q${cx + ex} ${ey + 8} ${cx + ex + 9} ${ey - 7}Z" fill="${trim}"/>`,
      `<ellipse cx="${cx - ex}" cy="${ey}" rx="4.2" ry="3" fill="${skin}"/><ellipse cx="${cx + ex}" cy="${ey}" rx="4.2" ry="3" fill="${skin}"/>`,
      `<ellipse cx="${cx}" cy="${cy + 14}" rx="6" ry="4" fill="${skin}"/>`,
      `<path d="M${cx - hw + 2} ${cy + 6}Q${cx - hw + 8} ${cy + 2} ${cx - hw + 5} ${cy - 6}M${cx + hw - 2} ${cy + 6}Q${cx + hw - 8} ${cy + 2} ${cx + hw - 5} ${cy - 6}" fill="none" stroke="${trim}" stroke-width="2.2" stroke-linecap="round"/>`,
      '</g>',
    );
  }

  // Facial hair (under the features so the mouth stays visible).
  if (facial === 'beard') {
    out.push(
      `<path d="M${cx - hw} ${cy + 1}L${cx - hw + jaw} ${cy + hh - 8}Q${cx} ${cy + hh + 7} ${cx + hw - jaw} ${cy + hh - 8}L${cx + hw} ${cy + 1}Q${cx + hw - 4} ${cy + 12} ${cx} ${cy + 10}Q${cx - hw + 4} ${cy + 12} ${cx - hw} ${cy + 1}Z" fill="${hairColor}"/>`,
    );
  } else if (facial === 'goatee') {
    out.push(`<path d="M${cx - 6} ${cy + 17}Q${cx} ${cy + hh + 6} ${cx + 6} ${cy + 17}Q${cx} ${cy + 20} ${cx - 6} ${cy + 17}Z" fill="${hairColor}"/>`);
  } else if (facial === 'stubble') {
    out.push(`<path d="M${cx - hw + 2} ${cy + 4}L${cx - hw + jaw + 1} ${cy + hh - 8}Q${cx} ${cy + hh + 3} ${cx + hw - jaw - 1} ${cy + hh - 8}L${cx + hw - 2} ${cy + 4}Q${cx} ${cy + 12} ${cx - hw + 2} ${cy + 4}Z" fill="${hairColor}" opacity=".28"/>`);
  }
  if (facial === 'mustache' || facial === 'beard' || facial === 'goatee') {
    out.push(`<path d="M${cx - 8} ${cy + 12}Q${cx} ${cy + 7} ${cx + 8} ${cy + 12}Q${cx} ${cy + 10} ${cx - 8} ${cy + 12}Z" fill="${hairColor}" stroke="${hairColor}" stroke-width="1.5" stroke-linejoin="round"/>`);
  }

  // Eyes, brows, nose, mouth.
  const eyeWhite = '#f8fafc';
  out.push(
    `<ellipse cx="${cx - ex}" cy="${ey}" rx="2.8" ry="1.9" fill="${eyeWhite}"/><ellipse cx="${cx + ex}" cy="${ey}" rx="2.8" ry="1.9" fill="${eyeWhite}"/>`,
    `<circle cx="${cx - ex + 0.4}" cy="${ey}" r="1.35" fill="#14110f"/><circle cx="${cx + ex - 0.4}" cy="${ey}" r="1.35" fill="#14110f"/>`,
  );
  if (!masked) {
    const browColor = hair === 'bald' && facial === 'none' ? skinShade : HAIR_DYED.includes(hairColor) ? '#2b1a12' : hairColor;
    out.push(
      `<path d="M${cx - ex - 4} ${ey - 5 - brows / 2}L${cx - ex + 3.5} ${ey - 5 + brows / 2}M${cx + ex + 4} ${ey - 5 - brows / 2}L${cx + ex - 3.5} ${ey - 5 + brows / 2}" stroke="${browColor === skinShade ? '#3a2a20' : browColor}" stroke-width="${female ? 1.6 : 2.2}" stroke-linecap="round"/>`,
      `<path d="M${cx} ${cy}L${cx - 2.4} ${cy + 7}L${cx + 1} ${cy + 7.6}" fill="none" stroke="${skinShade}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  out.push(`<path d="M${cx - 4.5} ${cy + 14}Q${cx} ${cy + 14 + smile} ${cx + 4.5} ${cy + 14 - (smile < 0 ? 0 : 0.6)}" fill="none" stroke="${female ? '#9f3a4a' : '#3b1f1a'}" stroke-width="${female ? 2 : 1.6}" stroke-linecap="round"/>`);
  if (female && !masked) {
    out.push(`<path d="M${cx - ex - 3} ${ey - 1.6}L${cx - ex - 4.6} ${ey - 3}M${cx + ex + 3} ${ey - 1.6}L${cx + ex + 4.6} ${ey - 3}" stroke="#14110f" stroke-width="1.1" stroke-linecap="round"/>`);
  }

  if (paint === 'streaks') {
    out.push(`<path d="M${cx - ex - 2} ${ey + 4}L${cx - ex - 3} ${ey + 11}M${cx - ex + 1} ${ey + 4}L${cx - ex} ${ey + 11}M${cx + ex + 2} ${ey + 4}L${cx + ex + 3} ${ey + 11}M${cx + ex - 1} ${ey + 4}L${cx + ex} ${ey + 11}" stroke="${palette.accent}" stroke-width="1.8" stroke-linecap="round"/>`);
  }

  // Hair on top of the head.
  const cap = (drop: number) =>
    `M${cx - hw - 1} ${cy - 3}Q${cx - hw - 1} ${top - 2} ${cx} ${top - 2}Q${cx + hw + 1} ${top - 2} ${cx + hw + 1} ${cy - 3}` +
    `Q${cx + hw - 4} ${top + drop} ${cx} ${top + drop - 1}Q${cx - hw + 4} ${top + drop} ${cx - hw - 1} ${cy - 3}Z`;
  if (hair === 'buzz') out.push(`<path d="${cap(11)}" fill="${hairColor}" opacity=".92"/>`);
  if (hair === 'long') out.push(`<path d="${cap(12)}" fill="${hairColor}"/><path d="M${cx + 3} ${top - 1}Q${cx + 1} ${top + 6} ${cx + 4} ${top + 10}" stroke="${skinShade}" stroke-width="1.2" fill="none" opacity=".5"/>`);
  if (hair === 'swept') {
    out.push(`<path d="M${cx - hw - 1} ${cy - 3}Q${cx - hw - 3} ${top - 6} ${cx + 2} ${top - 6}Q${cx + hw + 4} ${top - 5} ${cx + hw + 1} ${cy - 3}Q${cx + hw - 2} ${top + 6} ${cx - 4} ${top + 12}Q${cx - hw + 3} ${top + 12} ${cx - hw - 1} ${cy - 3}Z" fill="${hairColor}"/>`);
  }
  if (hair === 'bun') out.push(`<circle cx="${cx}" cy="${top - 5}" r="7" fill="${hairColor}"/><path d="${cap(10)}" fill="${hairColor}"/>`);
  if (hair === 'afro') out.push(`<path d="${cap(8)}" fill="${hairColor}"/>`);
  if (hair === 'mohawk') {
    out.push(`<path d="${cap(11)}" fill="${hairColor}" opacity=".25"/><path d="M${cx - 5} ${top + 10}Q${cx - 7} ${top - 10} ${cx} ${top - 17}Q${cx + 7} ${top - 10} ${cx + 5} ${top + 10}Z" fill="${hairColor}"/>`);
  }
  if (hair === 'spiky') {
    const points: string[] = [];
    const spikes = 9;
    for (let i = 0; i <= spikes * 2; i++) {
      const a = Math.PI + (i / (spikes * 2)) * Math.PI;
      const r = i % 2 ? hw + 9 : hw + 1;
      points.push(`${r1(cx + Math.cos(a) * r)} ${r1(cy - 6 + Math.sin(a) * (r + 4))}`);
    }
    out.push(`<path d="M${points.join('L')}Q${cx} ${top + 12} ${points[0]}Z" fill="${hairColor}"/>`);
  }
  if (hair === 'bald') out.push(`<ellipse cx="${cx - hw * 0.35}" cy="${top + 6}" rx="6" ry="3" fill="#fff" opacity=".14"/>`);
  if (headband) out.push(`<rect x="${cx - hw - 1}" y="${cy - 14}" width="${hw * 2 + 2}" height="4.5" rx="1" fill="${palette.accent}"/>`);

  // A soft vignette frames the portrait.
  out.push(
    '</g>',
    `<rect width="120" height="120" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="6"/>`,
    '</svg>',
  );
  return out.join('');
}

/** The portrait as a data: URL for an <img src>. */
export function wrestlerAvatarDataUrl(id: string, options: WrestlerAvatarOptions = {}): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(wrestlerAvatarSvg(id, options))}`;
}
