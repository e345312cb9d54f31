// Writes the original federation logos (SVG, 256x256) offered on the setup screen to assets/logos/.
// Plain Node, no dependencies: node scripts/make-logos.mjs
// Every emblem is drawn here from simple shapes; all promotion names are fictional. Lettering uses
// system fonts (Impact / Arial Black / sans-serif) with textLength, so it keeps its width on any font.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'logos');
const FONT = `Impact, 'Arial Black', sans-serif`;

// ---------- helpers ----------

const r1 = (n) => Math.round(n * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** Star / burst polygon points: n spikes alternating between radii ro and ri. */
function starPts(cx, cy, n, ro, ri, rotDeg = -90) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? ro : ri;
    const a = ((rotDeg + (i * 180) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts(out);
}

/** Regular polygon points. */
function polyPts(cx, cy, n, r, rotDeg = -90) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = ((rotDeg + (i * 360) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts(out);
}

/** Gear outline: n teeth, outer radius ro, root radius ri. */
function gearPath(cx, cy, n, ro, ri) {
  const out = [];
  const step = (2 * Math.PI) / n;
  for (let i = 0; i < n; i++) {
    const a = i * step - Math.PI / 2;
    const at = (r, da) => [cx + r * Math.cos(a + da * step), cy + r * Math.sin(a + da * step)];
    out.push(at(ri, -0.5), at(ri, -0.3), at(ro, -0.2), at(ro, 0.2), at(ri, 0.3));
  }
  return `M${out.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')} Z`;
}

/** Bold lettering, centred on x, squeezed or stretched to exactly `len` wide. */
function text(x, y, str, o = {}) {
  const {
    size = 32, fill = '#fff', stroke = 'none', sw = 0, len, ls, anchor = 'middle', style = '', extra = '',
  } = o;
  const attrs = [
    `x="${x}"`, `y="${y}"`, `text-anchor="${anchor}"`, `font-family="${FONT}"`, `font-weight="bold"`,
    `font-size="${size}"`, `fill="${fill}"`,
  ];
  if (stroke !== 'none') attrs.push(`stroke="${stroke}"`, `stroke-width="${sw}"`, `stroke-linejoin="round"`, `paint-order="stroke"`);
  if (len) attrs.push(`textLength="${len}"`, `lengthAdjust="spacingAndGlyphs"`);
  if (ls) attrs.push(`letter-spacing="${ls}"`);
  if (style) attrs.push(`font-style="${style}"`);
  if (extra) attrs.push(extra);
  return `<text ${attrs.join(' ')}>${str}</text>`;
}

const lin = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;

/** Folded ribbon banner across y0..y0+h, from x0 to x1, with tails. */
function ribbon(x0, x1, y0, h, front, back, stroke = 'none', sw = 0) {
  const tail = 22;
  const drop = 8;
  const s = stroke === 'none' ? '' : ` stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"`;
  const left = pts([[x0 + 6, y0 + drop], [x0 - tail, y0 + drop], [x0 - tail + 10, y0 + drop + h / 2], [x0 - tail, y0 + drop + h], [x0 + 6, y0 + drop + h]]);
  const right = pts([[x1 - 6, y0 + drop], [x1 + tail, y0 + drop], [x1 + tail - 10, y0 + drop + h / 2], [x1 + tail, y0 + drop + h], [x1 - 6, y0 + drop + h]]);
  return `<polygon points="${left}" fill="${back}"${s}/><polygon points="${right}" fill="${back}"${s}/>` +
    `<polygon points="${pts([[x0, y0 + h], [x0 + 6, y0 + drop + h], [x0 + 6, y0 + h]])}" fill="#000" opacity=".5"/>` +
    `<polygon points="${pts([[x1, y0 + h], [x1 - 6, y0 + drop + h], [x1 - 6, y0 + h]])}" fill="#000" opacity=".5"/>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${h}" fill="${front}"${s}/>`;
}

// ---------- the logos ----------

const LOGOS = [];
const logo = (file, title, defs, body) => LOGOS.push({ file, title, defs, body });

// 1. Shield with a crown
logo('iron-crown-wrestling', 'Iron Crown Wrestling',
  lin('steel', [[0, '#6d7784'], [0.5, '#3a414b'], [1, '#1b1f25']], 0, 0, 1, 1) +
  lin('gold', [[0, '#fff0a8'], [0.45, '#f2c230'], [1, '#a8700a']]),
  `<path d="M128 14 L224 46 V124 C224 186 184 224 128 246 C72 224 32 186 32 124 V46 Z" fill="url(#steel)" stroke="url(#gold)" stroke-width="7" stroke-linejoin="round"/>
  <path d="M128 28 L211 56 V124 C211 178 177 211 128 231 C79 211 45 178 45 124 V56 Z" fill="none" stroke="#c9d1db" stroke-opacity=".35" stroke-width="2"/>
  <g stroke="#5a3a00" stroke-width="3" stroke-linejoin="round">
    <path d="M78 118 L68 60 L101 86 L128 44 L155 86 L188 60 L178 118 Z" fill="url(#gold)"/>
    <rect x="76" y="116" width="104" height="18" rx="3" fill="url(#gold)"/>
  </g>
  <circle cx="128" cy="44" r="7" fill="#ffe680" stroke="#5a3a00" stroke-width="3"/>
  <circle cx="68" cy="60" r="6" fill="#ffe680" stroke="#5a3a00" stroke-width="3"/>
  <circle cx="188" cy="60" r="6" fill="#ffe680" stroke="#5a3a00" stroke-width="3"/>
  <circle cx="128" cy="125" r="5" fill="#d3203a"/><circle cx="104" cy="125" r="4" fill="#2f6fe0"/><circle cx="152" cy="125" r="4" fill="#2f6fe0"/>
  <path d="M128 70 L138 100 L128 110 L118 100 Z" fill="#d3203a" stroke="#5a3a00" stroke-width="2"/>
  ${text(128, 182, 'ICW', { size: 56, fill: 'url(#gold)', stroke: '#14171c', sw: 6, len: 128 })}
  ${ribbon(40, 216, 190, 30, '#b01c2e', '#6e0f1c', '#14171c', 2)}
  ${text(128, 212, 'IRON CROWN WRESTLING', { size: 17, fill: '#fff4d0', len: 164 })}`);

// 2. Lightning bolt badge
logo('thunder-pro', 'Thunder Pro',
  rad('night', [[0, '#1e3478'], [1, '#070b1f']]) +
  lin('bolt', [[0, '#fff7b0'], [0.5, '#ffd21f'], [1, '#ff9d00']]),
  `<circle cx="128" cy="128" r="120" fill="url(#night)" stroke="#ffd21f" stroke-width="6"/>
  <circle cx="128" cy="128" r="106" fill="none" stroke="#3fa9ff" stroke-width="3" stroke-dasharray="10 6"/>
  <path d="M152 18 L78 140 H120 L98 240 L182 104 H138 L168 18 Z" fill="url(#bolt)" stroke="#0a1030" stroke-width="5" stroke-linejoin="round"/>
  <path d="M40 96 L60 104 L52 112 L70 122" fill="none" stroke="#7cc8ff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M216 140 L196 148 L204 156 L186 166" fill="none" stroke="#7cc8ff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>
  <rect x="14" y="126" width="228" height="50" rx="8" fill="#0d1640" stroke="#3fa9ff" stroke-width="4"/>
  ${text(128, 168, 'THUNDER', { size: 44, fill: '#ffffff', stroke: '#0a1030', sw: 4, len: 200, style: 'italic' })}
  <rect x="92" y="190" width="72" height="30" rx="15" fill="#ffd21f" stroke="#0a1030" stroke-width="4"/>
  ${text(128, 214, 'PRO', { size: 24, fill: '#0a1030', len: 46 })}`);

// 3. Hexagon with a mountain peak and initials
logo('apex-grappling-alliance', 'Apex Grappling Alliance',
  lin('hex', [[0, '#0f4c4a'], [1, '#06201f']]) +
  lin('peak', [[0, '#ffffff'], [1, '#8ff5e2']]),
  `<polygon points="${polyPts(128, 128, 6, 120)}" fill="url(#hex)" stroke="#2de0c0" stroke-width="7" stroke-linejoin="round"/>
  <polygon points="${polyPts(128, 128, 6, 104)}" fill="none" stroke="#2de0c0" stroke-opacity=".45" stroke-width="2"/>
  <polygon points="56,120 98,66 116,86 146,40 200,120" fill="#1b8f80"/>
  <polygon points="146,40 164,64 154,62 146,74 136,60 126,68" fill="url(#peak)"/>
  <polygon points="98,66 108,78 100,76 92,84 88,78" fill="url(#peak)"/>
  <polygon points="146,40 200,120 168,120" fill="#0d5e55"/>
  <line x1="40" y1="124" x2="216" y2="124" stroke="#2de0c0" stroke-width="3"/>
  ${text(128, 178, 'AGA', { size: 58, fill: '#ffffff', stroke: '#06201f', sw: 5, len: 136, ls: 4 })}
  ${text(128, 200, 'APEX GRAPPLING ALLIANCE', { size: 13, fill: '#2de0c0', len: 144 })}`);

// 4. Skull and wings crest
function wing() {
  let s = '';
  const feathers = [
    [[96, 108], [12, 150], [96, 126]],
    [[96, 98], [10, 120], [96, 118]],
    [[96, 90], [14, 90], [96, 110]],
    [[96, 84], [22, 62], [96, 102]],
    [[96, 80], [36, 38], [96, 94]],
  ];
  feathers.forEach(([a, tip, b], i) => {
    const mid = [(a[0] + tip[0]) / 2, (a[1] + tip[1]) / 2 + 10];
    s += `<polygon points="${pts([a, [mid[0], mid[1] - 12], tip, [mid[0] + 6, mid[1] + 4], b])}" fill="${i % 2 ? '#3a3d44' : '#2a2c31'}" stroke="#d4202f" stroke-width="2.5" stroke-linejoin="round"/>`;
  });
  return s;
}
logo('reaper-wrestling-league', 'Reaper Wrestling League',
  lin('bone', [[0, '#fbf6ea'], [1, '#c9bca0']]),
  `<g>${wing()}</g><g transform="translate(256 0) scale(-1 1)">${wing()}</g>
  <path d="M128 42 C94 42 76 66 76 96 C76 114 84 126 96 134 V152 H160 V134 C172 126 180 114 180 96 C180 66 162 42 128 42 Z" fill="url(#bone)" stroke="#1a1a1a" stroke-width="4"/>
  <path d="M92 100 C92 88 104 84 114 90 C120 94 120 110 112 116 C102 122 92 112 92 100 Z" fill="#141414"/>
  <path d="M164 100 C164 88 152 84 142 90 C136 94 136 110 144 116 C154 122 164 112 164 100 Z" fill="#141414"/>
  <circle cx="106" cy="102" r="4" fill="#ff3040"/><circle cx="150" cy="102" r="4" fill="#ff3040"/>
  <path d="M128 114 L120 130 H136 Z" fill="#141414"/>
  <rect x="100" y="140" width="56" height="20" rx="3" fill="url(#bone)" stroke="#1a1a1a" stroke-width="3"/>
  <path d="M110 140 V160 M119 140 V160 M128 140 V160 M137 140 V160 M146 140 V160" stroke="#1a1a1a" stroke-width="2.5"/>
  ${text(128, 210, 'REAPER', { size: 50, fill: '#e3192b', stroke: '#0b0b0b', sw: 5, len: 176, ls: 2 })}
  ${text(128, 234, 'WRESTLING LEAGUE', { size: 16, fill: '#ece3cf', len: 150 })}`);

// 5. Championship-belt plate
const rivets = (cx, cy, rx, ry, n, r, fill) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return `<circle cx="${r1(cx + rx * Math.cos(a))}" cy="${r1(cy + ry * Math.sin(a))}" r="${r}" fill="${fill}"/>`;
  }).join('');
logo('gold-standard-wrestling', 'Gold Standard Wrestling',
  lin('gold', [[0, '#fff2b0'], [0.35, '#f5c842'], [0.7, '#c68b12'], [1, '#8a5a04']], 0, 0, 1, 1) +
  lin('strap', [[0, '#2a2a2e'], [0.5, '#101012'], [1, '#2a2a2e']]) +
  rad('field', [[0, '#b3172b'], [1, '#5c0712']]),
  `<rect x="0" y="100" width="256" height="56" rx="10" fill="url(#strap)" stroke="#c68b12" stroke-width="2"/>
  <path d="M6 106 H250 M6 150 H250" stroke="#c68b12" stroke-width="1.5" stroke-dasharray="5 4"/>
  <rect x="8" y="108" width="34" height="40" rx="6" fill="url(#gold)" stroke="#5a3a00" stroke-width="2"/>
  <rect x="214" y="108" width="34" height="40" rx="6" fill="url(#gold)" stroke="#5a3a00" stroke-width="2"/>
  <polygon points="${starPts(25, 128, 5, 11, 4.5)}" fill="#b3172b"/><polygon points="${starPts(231, 128, 5, 11, 4.5)}" fill="#b3172b"/>
  <path d="M128 30 L150 50 L180 52 L196 78 L214 104 L214 152 L196 178 L180 204 L150 206 L128 226 L106 206 L76 204 L60 178 L42 152 L42 104 L60 78 L76 52 L106 50 Z" fill="url(#gold)" stroke="#5a3a00" stroke-width="4" stroke-linejoin="round"/>
  <ellipse cx="128" cy="128" rx="70" ry="72" fill="url(#field)" stroke="#5a3a00" stroke-width="4"/>
  <ellipse cx="128" cy="128" rx="62" ry="64" fill="none" stroke="#f5c842" stroke-width="2"/>
  ${rivets(128, 128, 80, 84, 20, 3, '#fff2b0')}
  <polygon points="${starPts(128, 84, 5, 14, 6)}" fill="url(#gold)" stroke="#5a3a00" stroke-width="1.5"/>
  ${text(128, 146, 'GSW', { size: 46, fill: 'url(#gold)', stroke: '#3a0208', sw: 4, len: 104 })}
  ${text(128, 168, 'GOLD STANDARD', { size: 13, fill: '#fff2b0', len: 96 })}
  ${text(128, 184, 'WRESTLING', { size: 11, fill: '#f5c842', len: 66 })}`);

// 6. Star burst
logo('supernova-wrestling', 'Supernova Wrestling',
  rad('burst', [[0, '#ffd23f'], [0.55, '#ff6a1f'], [1, '#ff1f6f']]) +
  lin('star', [[0, '#fffbe0'], [1, '#ffc21f']]),
  `<polygon points="${starPts(128, 128, 18, 124, 90)}" fill="url(#burst)" stroke="#2a0a24" stroke-width="3" stroke-linejoin="round"/>
  <polygon points="${starPts(128, 128, 18, 104, 86, -80)}" fill="#ffe066" opacity=".35"/>
  <circle cx="128" cy="128" r="82" fill="#180818" stroke="#fff" stroke-width="4"/>
  <circle cx="128" cy="128" r="74" fill="none" stroke="#ff1f6f" stroke-width="2"/>
  <polygon points="${starPts(128, 90, 5, 26, 11)}" fill="url(#star)" stroke="#180818" stroke-width="2"/>
  <circle cx="86" cy="96" r="2.5" fill="#fff"/><circle cx="172" cy="100" r="2" fill="#fff"/><circle cx="160" cy="76" r="1.8" fill="#fff"/><circle cx="96" cy="72" r="1.6" fill="#fff"/>
  ${text(128, 150, 'SUPERNOVA', { size: 34, fill: '#ffffff', stroke: '#ff1f6f', sw: 3, len: 148, style: 'italic' })}
  ${text(128, 176, 'WRESTLING', { size: 16, fill: '#ffd23f', len: 96, ls: 3 })}`);

// 7. Roaring lion head built from polygons
logo('golden-mane-wrestling', 'Golden Mane Wrestling',
  lin('ribbon', [[0, '#3a1a08'], [1, '#1f0d03']]),
  `<polygon points="${starPts(128, 100, 14, 98, 70, -90)}" fill="#8e3c0c"/>
  <polygon points="${starPts(128, 102, 14, 84, 60, -77)}" fill="#c65f12"/>
  <polygon points="${starPts(128, 104, 12, 66, 52, -90)}" fill="#e88a1f"/>
  <polygon points="86,52 100,34 110,62" fill="#e88a1f" stroke="#5a2606" stroke-width="2"/>
  <polygon points="170,52 156,34 146,62" fill="#e88a1f" stroke="#5a2606" stroke-width="2"/>
  <polygon points="128,50 162,62 172,100 160,138 146,162 128,168 110,162 96,138 84,100 94,62" fill="#f2b54a"/>
  <polygon points="128,50 162,62 172,100 160,138 146,162 128,168" fill="#e6a23a"/>
  <polygon points="128,56 140,62 136,112 128,118 120,112 116,62" fill="#f8cc6a"/>
  <polygon points="96,88 118,94 114,104 100,102" fill="#2a1204"/>
  <polygon points="160,88 138,94 142,104 156,102" fill="#2a1204"/>
  <polygon points="104,96 112,97 110,101 104,100" fill="#ffd23f"/>
  <polygon points="152,96 144,97 146,101 152,100" fill="#ffd23f"/>
  <polygon points="96,84 120,88 118,92 94,88" fill="#5a2606"/><polygon points="160,84 136,88 138,92 162,88" fill="#5a2606"/>
  <polygon points="100,124 128,116 156,124 152,150 104,150" fill="#f8d890"/>
  <polygon points="116,112 140,112 134,124 122,124" fill="#2a1204"/>
  <polygon points="110,134 146,134 140,160 128,166 116,160" fill="#6a0e0e"/>
  <polygon points="112,134 118,134 115,146" fill="#fff"/><polygon points="144,134 138,134 141,146" fill="#fff"/>
  <polygon points="118,160 122,150 126,162" fill="#fff"/><polygon points="138,160 134,150 130,162" fill="#fff"/>
  ${ribbon(34, 222, 184, 36, 'url(#ribbon)', '#140802', '#f2b54a', 2.5)}
  ${text(128, 212, 'GOLDEN MANE', { size: 28, fill: '#ffcf4a', len: 166 })}
  ${text(128, 244, 'WRESTLING', { size: 14, fill: '#f2b54a', len: 84, ls: 3 })}`);

// 8. Ring-ropes emblem
function rope(y, color) {
  return `<path d="M40 ${y} Q128 ${y + 8} 216 ${y}" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="9"/>` +
    `<path d="M40 ${y} Q128 ${y + 8} 216 ${y}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
}
logo('turnbuckle-pro', 'Turnbuckle Pro',
  lin('post', [[0, '#9aa3ad'], [0.5, '#e8edf2'], [1, '#6b737c']], 0, 0, 1, 0) +
  lin('mat', [[0, '#d9dde2'], [1, '#9ea6ae']]) +
  lin('apron', [[0, '#1c2a6b'], [1, '#0b1236']]),
  `<rect x="8" y="8" width="240" height="240" rx="28" fill="#10131c" stroke="#e8283c" stroke-width="6"/>
  <polygon points="36,148 220,148 240,176 16,176" fill="url(#mat)"/>
  <rect x="30" y="40" width="12" height="124" rx="3" fill="url(#post)"/>
  <rect x="214" y="40" width="12" height="124" rx="3" fill="url(#post)"/>
  ${rope(66, '#e8283c')}${rope(94, '#ffffff')}${rope(122, '#2f6fe0')}
  <rect x="26" y="58" width="20" height="14" rx="3" fill="#e8283c"/><rect x="210" y="58" width="20" height="14" rx="3" fill="#e8283c"/>
  <rect x="26" y="86" width="20" height="14" rx="3" fill="#e8283c"/><rect x="210" y="86" width="20" height="14" rx="3" fill="#e8283c"/>
  <rect x="26" y="114" width="20" height="14" rx="3" fill="#e8283c"/><rect x="210" y="114" width="20" height="14" rx="3" fill="#e8283c"/>
  <polygon points="${starPts(128, 112, 5, 34, 14)}" fill="#ffd23f" stroke="#10131c" stroke-width="4" stroke-linejoin="round"/>
  <rect x="16" y="176" width="224" height="40" fill="url(#apron)" stroke="#2f6fe0" stroke-width="2"/>
  ${text(128, 207, 'TURNBUCKLE', { size: 32, fill: '#ffffff', stroke: '#0b1236', sw: 3, len: 196 })}
  <rect x="96" y="218" width="64" height="24" rx="12" fill="#e8283c"/>
  ${text(128, 237, 'PRO', { size: 19, fill: '#ffffff', len: 40 })}`);

// 9. Globe with a banner
logo('global-grapple-federation', 'Global Grapple Federation',
  rad('globe', [[0, '#4fb3ff'], [0.7, '#1359b8'], [1, '#0a2a66']], 0.38, 0.35, 0.75) +
  lin('gold', [[0, '#fff0a8'], [1, '#d99a14']]),
  `<circle cx="128" cy="112" r="92" fill="url(#globe)" stroke="#ffd766" stroke-width="5"/>
  <g fill="none" stroke="#bfe4ff" stroke-opacity=".55" stroke-width="2">
    <ellipse cx="128" cy="112" rx="32" ry="92"/><ellipse cx="128" cy="112" rx="64" ry="92"/><line x1="128" y1="20" x2="128" y2="204"/>
    <path d="M44 74 Q128 58 212 74"/><path d="M38 112 H218"/><path d="M44 150 Q128 166 212 150"/>
  </g>
  <path d="M92 50 L116 44 L126 58 L112 72 L118 90 L100 96 L86 78 Z M146 60 L176 56 L192 76 L184 96 L164 92 L156 74 Z M150 150 L176 148 L184 168 L166 186 L152 172 Z" fill="#2fbf71" opacity=".85"/>
  ${ribbon(26, 230, 92, 44, '#c8102e', '#7a0a1c', '#3a0208', 2)}
  ${text(128, 126, 'GLOBAL GRAPPLE', { size: 26, fill: '#ffffff', stroke: '#3a0208', sw: 3, len: 190 })}
  <polygon points="${starPts(66, 224, 5, 8, 3.5)}" fill="#ffd766"/><polygon points="${starPts(190, 224, 5, 8, 3.5)}" fill="#ffd766"/>
  ${text(128, 232, 'FEDERATION', { size: 22, fill: 'url(#gold)', len: 100 })}`);

// 10. Flame
logo('blaze-championship-wrestling', 'Blaze Championship Wrestling',
  lin('outer', [[0, '#ffb21f'], [0.6, '#ff4a12'], [1, '#b3120a']]) +
  lin('inner', [[0, '#fff6b0'], [1, '#ffb21f']]),
  `<path d="M128 8 C136 40 170 58 186 92 C196 72 194 56 190 44 C220 76 230 118 220 152 C210 192 176 222 128 226 C80 222 46 192 36 152 C28 118 40 88 60 66 C60 84 66 96 76 104 C76 62 104 40 128 8 Z" fill="url(#outer)" stroke="#3a0703" stroke-width="4" stroke-linejoin="round"/>
  <path d="M128 62 C132 88 160 102 166 132 C172 164 152 190 128 192 C104 190 84 168 90 138 C92 124 100 114 106 108 C108 122 112 128 118 132 C114 104 120 84 128 62 Z" fill="url(#inner)"/>
  <path d="M128 118 C132 134 148 142 146 160 C144 176 136 184 128 184 C120 184 110 176 110 162 C110 148 122 140 128 118 Z" fill="#fffbe6"/>
  ${text(128, 196, 'BLAZE', { size: 62, fill: '#ffffff', stroke: '#3a0703', sw: 7, len: 180, style: 'italic' })}
  <rect x="30" y="212" width="196" height="26" rx="4" fill="#1a0402" stroke="#ff4a12" stroke-width="2.5"/>
  ${text(128, 231, 'CHAMPIONSHIP WRESTLING', { size: 15, fill: '#ffb21f', len: 180 })}`);

// 11. Fist over an impact burst
logo('haymaker-wrestling', 'Haymaker Wrestling',
  rad('impact', [[0, '#ff5fd2'], [0.6, '#9b2cff'], [1, '#4a0fa8']]) +
  lin('skin', [[0, '#f4ecff'], [1, '#c9b6ea']]),
  `<polygon points="128,6 146,46 186,18 180,64 230,56 200,96 248,118 204,138 236,176 186,170 194,218 152,190 128,236 104,190 62,218 70,170 20,176 52,138 8,118 56,96 26,56 76,64 70,18 110,46" fill="url(#impact)" stroke="#1a0630" stroke-width="4" stroke-linejoin="round"/>
  <g stroke="#1a0630" stroke-width="4" stroke-linejoin="round" fill="url(#skin)">
    <rect x="92" y="150" width="72" height="46" rx="6"/>
    <rect x="70" y="58" width="32" height="58" rx="14"/>
    <rect x="100" y="52" width="32" height="62" rx="14"/>
    <rect x="130" y="54" width="32" height="60" rx="14"/>
    <rect x="160" y="62" width="28" height="54" rx="13"/>
    <path d="M70 100 H188 V138 C188 154 176 162 160 162 H96 C80 162 68 152 68 136 Z"/>
    <path d="M74 112 C74 104 82 100 90 102 L150 110 C160 112 162 128 150 130 L92 134 C80 134 74 124 74 112 Z"/>
  </g>
  <path d="M84 72 V84 M114 66 V78 M144 68 V80 M172 74 V86" stroke="#1a0630" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>
  <path d="M120 150 V162 M100 168 H156" stroke="#1a0630" stroke-width="2.5" opacity=".35"/>
  <rect x="14" y="190" width="228" height="44" rx="6" fill="#1a0630" stroke="#ff5fd2" stroke-width="3"/>
  ${text(128, 225, 'HAYMAKER', { size: 38, fill: '#ffffff', stroke: '#9b2cff', sw: 2, len: 200, style: 'italic' })}`);

// 12. Eagle with spread wings
function eagleWing() {
  const tips = [[64, 150], [34, 134], [14, 110], [8, 84], [14, 58], [30, 36]];
  let s = '';
  tips.forEach((tip, i) => {
    const base1 = [118, 84 + i * 3];
    const base2 = [118, 104 + i * 4];
    const c = i % 2 ? '#c4ccd6' : '#e3e8ee';
    s = `<polygon points="${pts([base1, [tip[0] + 18, tip[1] - 10], tip, [tip[0] + 26, tip[1] + 10], base2])}" fill="${c}" stroke="#1b2430" stroke-width="2.5" stroke-linejoin="round"/>` + s;
  });
  return s;
}
logo('skyhawk-wrestling', 'Skyhawk Wrestling',
  lin('body', [[0, '#8b5a2b'], [1, '#4a2c12']]) +
  lin('beak', [[0, '#ffe066'], [1, '#f0a500']]),
  `<g>${eagleWing()}</g><g transform="translate(256 0) scale(-1 1)">${eagleWing()}</g>
  <polygon points="128,150 110,178 118,176 116,192 128,180 140,192 138,176 146,178" fill="#f4f6f8" stroke="#1b2430" stroke-width="2.5" stroke-linejoin="round"/>
  <polygon points="128,70 148,88 146,140 128,160 110,140 108,88" fill="url(#body)" stroke="#1b2430" stroke-width="3" stroke-linejoin="round"/>
  <polygon points="128,34 146,40 156,54 150,72 136,80 118,78 108,64 110,46" fill="#ffffff" stroke="#1b2430" stroke-width="3" stroke-linejoin="round"/>
  <polygon points="148,50 172,56 168,70 158,66 148,68" fill="url(#beak)" stroke="#1b2430" stroke-width="2.5" stroke-linejoin="round"/>
  <polygon points="134,48 146,50 140,56" fill="#1b2430"/>
  <polygon points="126,44 148,46 146,49 126,48" fill="#1b2430"/>
  <rect x="18" y="196" width="220" height="44" rx="6" fill="#b3122b" stroke="#f4f6f8" stroke-width="3"/>
  ${text(128, 231, 'SKYHAWK', { size: 38, fill: '#ffffff', stroke: '#4a0610', sw: 3, len: 176, ls: 2 })}`);

// 13. Luchador mask
logo('lucha-eclipse', 'Lucha Eclipse',
  lin('mask', [[0, '#8a3cff'], [1, '#3c0f8a']], 0, 0, 1, 1) +
  lin('gold', [[0, '#fff0a8'], [1, '#e0a010']]),
  `<path d="M128 16 C76 16 46 58 46 108 C46 164 84 206 128 216 C172 206 210 164 210 108 C210 58 180 16 128 16 Z" fill="url(#mask)" stroke="#14062e" stroke-width="5"/>
  <path d="M128 16 C112 40 108 70 128 92 C148 70 144 40 128 16 Z" fill="url(#gold)"/>
  <circle cx="128" cy="54" r="17" fill="#fff6c8"/>
  <circle cx="128" cy="54" r="13" fill="#14062e"/>
  <path d="M72 100 C84 80 108 84 118 104 C110 124 86 126 72 100 Z" fill="url(#gold)"/>
  <path d="M184 100 C172 80 148 84 138 104 C146 124 170 126 184 100 Z" fill="url(#gold)"/>
  <path d="M80 102 C90 90 106 92 112 104 C106 116 90 116 80 102 Z" fill="#0b0418"/>
  <path d="M176 102 C166 90 150 92 144 104 C150 116 166 116 176 102 Z" fill="#0b0418"/>
  <path d="M128 20 C80 20 50 60 50 108 C50 162 86 202 128 212 C170 202 206 162 206 108 C206 60 176 20 128 20 Z" fill="none" stroke="#c9a3ff" stroke-opacity=".45" stroke-width="2"/>
  <path d="M58 122 C70 112 84 116 92 126 C82 124 72 128 64 138 Z M198 122 C186 112 172 116 164 126 C174 124 184 128 192 138 Z" fill="#ff3d8b"/>
  <path d="M60 84 C70 70 86 66 96 70 C84 74 74 82 68 94 Z M196 84 C186 70 170 66 160 70 C172 74 182 82 188 94 Z" fill="#ff3d8b"/>
  <path d="M104 150 C112 140 144 140 152 150 C148 166 108 166 104 150 Z" fill="url(#gold)"/>
  <path d="M110 151 C118 145 138 145 146 151 C142 160 114 160 110 151 Z" fill="#0b0418"/>
  <path d="M128 92 L120 130 H136 Z" fill="#ff3d8b" opacity=".9"/>
  <rect x="22" y="180" width="212" height="38" rx="19" fill="#0b0418" stroke="url(#gold)" stroke-width="4"/>
  ${text(128, 208, 'LUCHA ECLIPSE', { size: 26, fill: 'url(#gold)', len: 176 })}`);

// 14. Copper gear
logo('forge-wrestling-alliance', 'Forge Wrestling Alliance',
  lin('copper', [[0, '#ffb07a'], [0.5, '#c4622a'], [1, '#6e2e0e']], 0, 0, 1, 1) +
  rad('hot', [[0, '#3a1a0c'], [1, '#120805']]) +
  lin('molten', [[0, '#fff2a0'], [0.5, '#ffb020'], [1, '#ff5a10']]),
  `<path d="${gearPath(128, 128, 14, 122, 102)}" fill="url(#copper)" stroke="#2a1206" stroke-width="4" stroke-linejoin="round"/>
  <circle cx="128" cy="128" r="86" fill="url(#hot)" stroke="#2a1206" stroke-width="4"/>
  ${rivets(128, 128, 94, 94, 14, 3.5, '#ffd0a8')}
  <path d="M70 150 H186 L176 160 H164 V170 H92 V160 H80 Z" fill="#2f2f35" stroke="#ff8a3a" stroke-width="2"/>
  <path d="M98 150 C110 146 124 146 136 150" stroke="#ffb020" stroke-width="3" fill="none"/>
  ${text(128, 122, 'FORGE', { size: 48, fill: 'url(#molten)', stroke: '#120805', sw: 4, len: 140 })}
  ${text(128, 142, 'WRESTLING ALLIANCE', { size: 12, fill: '#ffd0a8', len: 126 })}
  ${text(128, 196, 'FWA', { size: 22, fill: '#ff8a3a', len: 50, ls: 2 })}`);

// 15. Synthwave sun over a neon grid
let sunBars = '';
for (let i = 0; i < 5; i++) {
  const y = 96 + i * 11;
  sunBars += `<rect x="40" y="${y}" width="176" height="${2 + i * 1.4}" fill="#0c0518"/>`;
}
let grid = '';
for (let i = -6; i <= 6; i++) grid += `<line x1="${128 + i * 8}" y1="150" x2="${128 + i * 34}" y2="186"/>`;
for (const y of [156, 164, 174]) grid += `<line x1="20" y1="${y}" x2="236" y2="${y}"/>`;
logo('neon-riot-wrestling', 'Neon Riot Wrestling',
  lin('sun', [[0, '#ffe14a'], [0.5, '#ff7a3c'], [1, '#ff2a8a']]) +
  lin('chrome', [[0, '#e9fdff'], [0.5, '#4ff0ff'], [0.52, '#1a86c4'], [1, '#b6f6ff']]) +
  `<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>`,
  `<rect x="8" y="8" width="240" height="240" rx="24" fill="#0c0518" stroke="#ff2a8a" stroke-width="4"/>
  <circle cx="128" cy="96" r="64" fill="#ff2a8a" opacity=".55" filter="url(#glow)"/>
  <circle cx="128" cy="96" r="58" fill="url(#sun)"/>
  ${sunBars}
  <rect x="14" y="150" width="228" height="40" fill="#0c0518"/>
  <g stroke="#4ff0ff" stroke-width="1.5" opacity=".85">${grid}</g>
  <line x1="14" y1="150" x2="242" y2="150" stroke="#ff2a8a" stroke-width="3"/>
  ${text(128, 204, 'NEON RIOT', { size: 46, fill: 'none', stroke: '#ff2a8a', sw: 6, len: 208, style: 'italic', extra: 'filter="url(#glow)"' })}
  ${text(128, 204, 'NEON RIOT', { size: 46, fill: 'url(#chrome)', stroke: '#2a0a3a', sw: 2, len: 208, style: 'italic' })}
  ${text(128, 232, 'W R E S T L I N G', { size: 15, fill: '#ff7ac0', len: 150 })}`);

// 16. Diamond with a reptile eye
logo('viper-pro-wrestling', 'Viper Pro Wrestling',
  lin('scale', [[0, '#1f6b2a'], [1, '#062410']], 0, 0, 1, 1) +
  rad('eye', [[0, '#fff36b'], [0.6, '#c8e81f'], [1, '#5c8a06']]),
  `<polygon points="128,6 248,116 128,226 8,116" fill="url(#scale)" stroke="#39ff6a" stroke-width="6" stroke-linejoin="round"/>
  <polygon points="128,24 228,116 128,208 28,116" fill="none" stroke="#39ff6a" stroke-opacity=".4" stroke-width="2"/>
  <g fill="none" stroke="#39ff6a" stroke-opacity=".18" stroke-width="2">
    <path d="M60 86 L78 70 L96 86 M160 86 L178 70 L196 86 M78 118 L96 102 L114 118 M142 118 L160 102 L178 118"/>
  </g>
  <path d="M64 84 C90 48 166 48 192 84 C166 120 90 120 64 84 Z" fill="url(#eye)" stroke="#041a0a" stroke-width="4"/>
  <path d="M128 56 C140 70 140 98 128 112 C116 98 116 70 128 56 Z" fill="#041a0a"/>
  <path d="M100 120 L110 152 L118 122 Z M156 120 L146 152 L138 122 Z" fill="#f4fff4" stroke="#041a0a" stroke-width="2" stroke-linejoin="round"/>
  <rect x="28" y="160" width="200" height="44" rx="6" fill="#041a0a" stroke="#39ff6a" stroke-width="3"/>
  ${text(128, 197, 'VIPER', { size: 40, fill: '#39ff6a', len: 120, ls: 4 })}
  <rect x="94" y="210" width="68" height="26" rx="4" fill="#39ff6a"/>
  ${text(128, 230, 'PRO', { size: 20, fill: '#041a0a', len: 44 })}`);

// 17. Snowflake / ice crystal
function snowArm() {
  return `<line x1="128" y1="112" x2="128" y2="22"/><polyline points="110,44 128,58 146,44" fill="none"/><polyline points="114,70 128,82 142,70" fill="none"/>`;
}
let flake = '';
for (let i = 0; i < 6; i++) flake += `<g transform="rotate(${i * 60} 128 112)">${snowArm()}</g>`;
logo('frostbite-wrestling', 'Frostbite Wrestling',
  lin('ice', [[0, '#ffffff'], [0.5, '#a9ecff'], [1, '#3aa8e0']]) +
  rad('halo', [[0, '#1a4f7a'], [1, '#07121e']]) +
  `<linearGradient id="arm" gradientUnits="userSpaceOnUse" x1="128" y1="112" x2="128" y2="20"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#5cc8f5"/></linearGradient>`,
  `<polygon points="${polyPts(128, 112, 12, 104)}" fill="url(#halo)" stroke="#7fd8ff" stroke-width="4" stroke-linejoin="round"/>
  <g stroke="url(#arm)" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${flake}</g>
  <polygon points="${polyPts(128, 112, 6, 18, -90)}" fill="#ffffff" stroke="#3aa8e0" stroke-width="3"/>
  <rect x="16" y="166" width="224" height="46" rx="4" fill="#0b2a44" stroke="#a9ecff" stroke-width="3"/>
  <polygon points="40,212 48,212 44,230" fill="#a9ecff"/>
  <polygon points="60,212 72,212 66,238" fill="#a9ecff"/><polygon points="96,212 104,212 100,226" fill="#a9ecff"/>
  <polygon points="150,212 162,212 156,236" fill="#a9ecff"/><polygon points="188,212 196,212 192,228" fill="#a9ecff"/>
  <polygon points="212,212 222,212 217,232" fill="#a9ecff"/>
  ${text(128, 202, 'FROSTBITE', { size: 38, fill: 'url(#ice)', stroke: '#041426', sw: 3, len: 200 })}
  ${text(128, 250, 'WRESTLING', { size: 13, fill: '#7fd8ff', len: 80, ls: 2 })}`);

// 18. Howling wolf before the moon
logo('midnight-wolf-wrestling', 'Midnight Wolf Wrestling',
  rad('moon', [[0, '#ffffff'], [0.7, '#d7defa'], [1, '#8f9bd6']], 0.4, 0.4, 0.7) +
  lin('sky', [[0, '#1c1a52'], [1, '#070616']]),
  `<circle cx="128" cy="104" r="100" fill="url(#sky)" stroke="#8f9bd6" stroke-width="4"/>
  <circle cx="140" cy="92" r="66" fill="url(#moon)"/>
  <circle cx="118" cy="72" r="8" fill="#b8c2ec" opacity=".6"/><circle cx="162" cy="112" r="11" fill="#b8c2ec" opacity=".5"/><circle cx="150" cy="58" r="5" fill="#b8c2ec" opacity=".6"/>
  <circle cx="60" cy="60" r="1.8" fill="#fff"/><circle cx="78" cy="36" r="1.4" fill="#fff"/><circle cx="206" cy="150" r="1.6" fill="#fff"/><circle cx="52" cy="120" r="1.2" fill="#fff"/>
  <polygon points="98,84 100,54 114,78" fill="#1a1a3a" stroke="#8f9bd6" stroke-width="2" stroke-linejoin="round"/>
  <polygon points="62,204 70,172 78,142 86,120 90,104 92,90 84,60 106,80 114,69 131,58 154,37 161,35 163,41 138,72 162,58 163,64 146,84 137,103 143,116 134,120 141,132 132,136 139,150 131,154 140,176 150,204" fill="#0a0a1c" stroke="#8f9bd6" stroke-width="2.5" stroke-linejoin="round"/>
  <polygon points="110,86 124,74 121,83" fill="#9fe6ff"/>
  <path d="M92 150 L100 140 M98 172 L108 160 M88 124 L96 114" stroke="#2a2a5a" stroke-width="2.5" stroke-linecap="round"/>
  <rect x="14" y="180" width="228" height="44" rx="6" fill="#0a0a1c" stroke="#8f9bd6" stroke-width="3"/>
  ${text(128, 213, 'MIDNIGHT WOLF', { size: 30, fill: '#e6ebff', len: 200 })}
  ${text(128, 246, 'WRESTLING', { size: 14, fill: '#8f9bd6', len: 90, ls: 3 })}`);

// ---------- write ----------

/** Prefixes every id (and its url(#...) uses) with the file name, so logos can also be inlined together. */
function scopeIds(file, markup) {
  return markup.replace(/id="([^"]+)"/g, `id="${file}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${file}-$1)`);
}

function svg({ file, title, defs, body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img">
<title>${title}</title>
<defs>${scopeIds(file, defs)}</defs>
${scopeIds(file, body).replace(/^\s+/gm, '')}
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const name of readdirSync(OUT)) if (name.endsWith('.svg')) rmSync(join(OUT, name));
for (const l of LOGOS) writeFileSync(join(OUT, `${l.file}.svg`), svg(l));
console.log(`Wrote ${LOGOS.length} logos to ${OUT}`);
