// Drawings of single product kinds, so a good's "photo" shows what it is (an aubergine is
// not a carrot, a watermelon not a green apple). Produce has its real colours, not the category's
// hue; each drawing fills a 200×200 box like the pictograms. A good's kind is the start of its name
// ('Баклажаны, кг' → 'Баклажаны'); a kind without a drawing of its own keeps its category's pictogram.
// Every fresh produce kind of the demo catalogue has one, and the packaged kinds whose category
// pictogram misled (shrimps drawn as a fish, nappies as a baby bottle).

const W = '#ffffff';
const shadow = (rx = 58) => `<ellipse cx="100" cy="180" rx="${rx}" ry="8" fill="#000" opacity="0.08"/>`;
const gloss = (cx: number, cy: number, rx: number, ry: number, rot = 20) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${W}" opacity="0.35" transform="rotate(${rot} ${cx} ${cy})"/>`;
const leaf = (x: number, y: number, rot: number, fill = '#4caf50', len = 34) =>
  `<path d="M0 0 C${len * 0.3} ${-len * 0.45} ${len * 0.8} ${-len * 0.4} ${len} 0 C${len * 0.8} ${len * 0.4} ${len * 0.3} ${len * 0.45} 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${rot})"/>`;
const stem = (x1: number, y1: number, x2: number, y2: number, colour = '#6d4c2f', width = 6) =>
  `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 + 6} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const dots = (points: [number, number][], r: number, fill: string, opacity = 1) =>
  points.map(([x, y]) => circle(x, y, r, fill, opacity < 1 ? `opacity="${opacity}"` : '')).join('');

/** A round fruit or vegetable with an optional calyx, stem and leaf. */
const round = (fill: string, dark: string, o: { r?: number; calyx?: string; leafColour?: string; squash?: number } = {}) => {
  const r = o.r ?? 62;
  const ry = r * (o.squash ?? 1);
  return shadow(r * 0.9) + `<ellipse cx="100" cy="${176 - ry}" rx="${r}" ry="${ry}" fill="${fill}"/>` +
    `<ellipse cx="100" cy="${176 - ry}" rx="${r}" ry="${ry}" fill="none" stroke="${dark}" stroke-width="3" opacity="0.35"/>` +
    gloss(100 - r * 0.45, 176 - ry * 1.3, r * 0.14, r * 0.3) +
    (o.calyx ? `<path d="M100 ${176 - 2 * ry + 8} l-22 -6 l16 14 l-14 16 l20 -10 l20 10 l-14 -16 l16 -14 Z" fill="${o.calyx}"/>` : '') +
    (o.leafColour ? stem(100, 178 - 2 * ry, 104, 160 - 2 * ry) + leaf(106, 168 - 2 * ry, -30, o.leafColour) : '');
};

/** A long vegetable lying across the box: cucumber, courgette, aubergine. */
const long = (fill: string, dark: string, o: { cap?: string; stripes?: string; bumps?: boolean; bulge?: number } = {}) => {
  const b = o.bulge ?? 0;
  return shadow(74) + `<g transform="rotate(-30 100 110)">` +
    `<path d="M28 110 C28 ${88 - b * 0.3} 60 ${84 - b * 0.2} 100 ${84 - b * 0.4} C140 ${82 - b} 176 ${86 - b} 176 110 C176 ${134 + b} 140 ${138 + b} 100 ${136 + b * 0.4} C60 ${136 + b * 0.2} 28 ${132 + b * 0.3} 28 110 Z" fill="${fill}"/>` +
    (o.stripes ? [94, 104, 116, 126].map((y) => `<path d="M40 ${y} C80 ${y - 4} 130 ${y - 4} 166 ${y}" stroke="${o.stripes}" stroke-width="4" fill="none" opacity="0.6"/>`).join('') : '') +
    (o.bumps ? dots([[52, 100], [74, 118], [96, 98], [118, 120], [140, 100], [160, 116]], 3.5, dark, 0.7) : '') +
    `<path d="M44 100 C70 92 110 92 150 94" stroke="${W}" stroke-width="7" fill="none" opacity="0.3" stroke-linecap="round"/>` +
    (o.cap ? `<path d="M22 110 C26 94 40 92 46 98 C40 104 40 116 46 122 C40 128 26 126 22 110 Z" fill="${o.cap}"/><rect x="6" y="106" width="20" height="8" rx="4" fill="${o.cap}"/>` : '') +
    `</g>`;
};

/** A cluster of small round berries (grapes, blueberries, cherry tomatoes). */
const cluster = (fill: string, dark: string, r: number, points: [number, number][], stemColour = '#6d8f3a') =>
  shadow(54) + stem(100, 58, 104, 26, stemColour, 5) +
  points.map(([x, y]) => circle(x, y, r, fill) + circle(x, y, r, 'none', `stroke="${dark}" stroke-width="2" opacity="0.5"`) +
    circle(x - r * 0.35, y - r * 0.35, r * 0.22, W, 'opacity="0.45"')).join('');

const GRAPE_POINTS: [number, number][] = [[78, 72], [100, 68], [122, 72], [68, 96], [90, 94], [112, 94], [134, 96], [78, 118], [100, 118], [122, 118], [88, 140], [110, 140], [100, 160]];

/** A bunch of herbs: stems with leaves of a shape. */
const herbs = (leafColour: string, stemColour: string, shape: 'feather' | 'round' | 'oval' | 'tube') => {
  let body = shadow(40) + `<rect x="86" y="140" width="28" height="14" rx="4" fill="#c49a5a"/>`;
  const stems: [number, number][] = [[60, 40], [80, 28], [100, 22], [120, 28], [140, 40]];
  for (const [x, y] of stems) {
    if (shape === 'tube') { body += `<path d="M${100 + (x - 100) * 0.2} 176 L${x} ${y}" stroke="${leafColour}" stroke-width="11" stroke-linecap="round"/>`; continue; }
    body += `<path d="M100 176 L${x} ${y}" stroke="${stemColour}" stroke-width="4" stroke-linecap="round"/>`;
    for (let i = 0; i < 3; i++) {
      const t = 0.25 + i * 0.25;
      const px = 100 + (x - 100) * t;
      const py = 176 + (y - 176) * t;
      if (shape === 'feather') {
        body += `<path d="M${px} ${py} l-16 -10 M${px} ${py} l16 -10 M${px} ${py - 8} l-12 -12 M${px} ${py - 8} l12 -12" stroke="${leafColour}" stroke-width="3" stroke-linecap="round"/>`;
      } else if (shape === 'round') {
        body += circle(px - 12, py - 6, 10, leafColour) + circle(px + 12, py - 6, 10, leafColour);
      } else {
        body += leaf(px, py, -150, leafColour, 30) + leaf(px, py, -30, leafColour, 30);
      }
    }
    body += shape === 'feather' ? '' : shape === 'round' ? circle(x, y, 12, leafColour) : leaf(x, y + 4, -90, leafColour, 30);
  }
  return body + `<rect x="86" y="140" width="28" height="14" rx="4" fill="#c49a5a"/>`;
};

/** A head of leaves: cabbage, lettuce. */
const head = (outer: string, inner: string, vein: string, r = 64) =>
  shadow(r * 0.9) + circle(100, 176 - r, r, outer) + circle(100, 176 - r, r * 0.68, inner) +
  `<g stroke="${vein}" stroke-width="3" fill="none" opacity="0.7"><path d="M100 ${176 - r} C80 ${150 - r} 62 ${150 - r} 48 ${160 - r}"/>` +
  `<path d="M100 ${176 - r} C122 ${146 - r} 140 ${148 - r} 154 ${158 - r}"/><path d="M100 ${176 - r} L100 ${176 - 2 * r + 8}"/></g>` +
  `<path d="M${100 - r} ${176 - r} C${100 - r} ${186 - r * 0.3} ${100 - r * 0.3} 174 100 176" stroke="${vein}" stroke-width="4" fill="none" opacity="0.5"/>`;

/** Florets on a stalk: broccoli, cauliflower. */
const florets = (fill: string, dark: string, stalk: string) =>
  shadow(56) + `<path d="M88 174 L92 120 L108 120 L112 174 Z" fill="${stalk}"/>` +
  dots([[64, 100], [84, 84], [108, 80], [132, 90], [144, 112], [76, 122], [100, 110], [124, 120]], 24, fill) +
  dots([[70, 94], [92, 78], [114, 74], [136, 86], [104, 104]], 6, dark, 0.5);

const DRAW: Record<string, string> = {
  // seafood, bakery and nappies: kinds whose category pictogram (a fish, a pie, a baby bottle) misled
  shrimp: shadow(60) + `<path d="M150 70 C150 40 110 30 80 44 C50 58 40 96 56 126 C68 148 96 156 116 146 C100 140 84 128 82 108 C80 86 96 72 118 74 C132 76 142 84 150 70 Z" fill="#ff8a65"/>` +
    `<g stroke="#e64a19" stroke-width="4" fill="none" opacity="0.7"><path d="M70 64 C78 74 80 84 76 94"/><path d="M58 92 C68 100 74 108 72 118"/><path d="M66 122 C78 126 86 134 88 142"/></g>` +
    `<path d="M116 146 L132 168 L104 162 Z" fill="#ff7043"/><path d="M150 70 C164 58 176 40 178 24 M146 76 C166 72 182 62 190 50" stroke="#e64a19" stroke-width="3" fill="none"/>` +
    circle(138, 62, 5, '#3e2723'),
  squid: shadow(44) + `<path d="M100 20 C128 40 134 80 128 118 L72 118 C66 80 72 40 100 20 Z" fill="#f8bbd0"/>` +
    `<path d="M72 60 L52 84 L74 86 Z M128 60 L148 84 L126 86 Z" fill="#f48fb1"/>` +
    [76, 88, 100, 112, 124].map((x, i) => `<path d="M${x} 116 C${x + (i % 2 ? 8 : -8)} 140 ${x} 160 ${x + (i % 2 ? -6 : 6)} 176" stroke="#f48fb1" stroke-width="7" fill="none" stroke-linecap="round"/>`).join('') +
    circle(90, 100, 5, '#3e2723') + circle(110, 100, 5, '#3e2723'),
  mussel: shadow(64) + [[70, 110, -20], [130, 116, 20]].map(([x, y, r]) =>
    `<ellipse cx="${x}" cy="${y}" rx="30" ry="52" fill="#263238" transform="rotate(${r} ${x} ${y})"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="20" ry="40" fill="#455a64" transform="rotate(${r} ${x} ${y})"/>` +
    `<ellipse cx="${x + 4}" cy="${y + 4}" rx="12" ry="26" fill="#ffb74d" transform="rotate(${r} ${x} ${y})"/>`).join(''),
  caviar: shadow(60) + `<rect x="44" y="110" width="112" height="56" rx="10" fill="#eceff1"/>` +
    `<ellipse cx="100" cy="110" rx="56" ry="16" fill="#cfd8dc"/><ellipse cx="100" cy="108" rx="48" ry="12" fill="#e64a19"/>` +
    dots([[70, 106], [84, 110], [98, 104], [112, 110], [126, 106], [90, 100], [108, 100], [78, 100], [120, 100]], 6, '#ff7043') +
    dots([[70, 104], [98, 102], [126, 104], [108, 98]], 2, W, 0.7) + `<rect x="44" y="130" width="112" height="18" fill="#e64a19" opacity="0.8"/>`,
  croissant: shadow(70) + `<path d="M30 130 C40 90 70 70 100 70 C130 70 160 90 170 130 C150 120 140 124 130 130 C120 110 80 110 70 130 C60 124 50 120 30 130 Z" fill="#e0a04a"/>` +
    `<path d="M70 130 C80 110 120 110 130 130 C122 146 78 146 70 130 Z" fill="#d18b30"/>` +
    `<g stroke="#a8641c" stroke-width="3" fill="none" opacity="0.6"><path d="M60 96 C70 104 74 114 74 124"/><path d="M140 96 C130 104 126 114 126 124"/><path d="M100 72 L100 112"/></g>`,
  nappy: shadow(60) + `<path d="M40 60 L160 60 L156 96 C140 108 126 130 122 160 L78 160 C74 130 60 108 44 96 Z" fill="#e3f2fd"/>` +
    `<path d="M40 60 L160 60 L160 74 L40 74 Z" fill="#90caf9"/><rect x="36" y="62" width="22" height="18" rx="4" fill="#64b5f6"/><rect x="142" y="62" width="22" height="18" rx="4" fill="#64b5f6"/>` +
    circle(100, 110, 10, '#ffd54f') + circle(84, 128, 6, '#a5d6a7') + circle(116, 128, 6, '#f48fb1'),

  potato: shadow(62) + `<path d="M46 128 C38 96 66 78 100 80 C140 82 166 96 160 128 C154 160 120 170 94 168 C66 166 52 152 46 128 Z" fill="#c9a15e"/>` +
    dots([[74, 112], [118, 104], [132, 140], [90, 148], [146, 118]], 4, '#8d6a36') + gloss(70, 100, 8, 16),
  onion: shadow(56) + `<path d="M100 40 C100 70 152 86 150 130 C148 160 124 174 100 174 C76 174 52 160 50 130 C48 86 100 70 100 40 Z" fill="#d48a3a"/>` +
    `<g stroke="#a45e1e" stroke-width="3" fill="none" opacity="0.7"><path d="M100 48 C88 90 78 130 86 170"/><path d="M100 48 C112 90 122 130 114 170"/></g>` +
    `<path d="M96 42 L92 22 M104 42 L110 20" stroke="#8bc34a" stroke-width="5" stroke-linecap="round"/>` + gloss(72, 120, 8, 20),
  tomato: round('#e53935', '#b71c1c', { r: 62, calyx: '#43a047', squash: 0.9 }),
  cherryTomato: cluster('#e53935', '#b71c1c', 20, [[78, 92], [122, 92], [100, 116], [74, 136], [126, 136], [100, 154]], '#43a047'),
  cucumber: long('#3f8f3a', '#1b5e20', { bumps: true, cap: '#8bc34a' }),
  courgette: long('#7cb342', '#33691e', { stripes: '#c5e1a5', cap: '#558b2f' }),
  aubergine: long('#5b2a6e', '#2e0f3a', { cap: '#4caf50', bulge: 14 }),
  pepper: shadow(54) + `<path d="M100 60 C70 46 44 70 50 110 C54 150 70 176 100 170 C130 176 146 150 150 110 C156 70 130 46 100 60 Z" fill="#e53935"/>` +
    `<path d="M100 62 C96 90 96 140 100 168" stroke="#b71c1c" stroke-width="4" fill="none" opacity="0.5"/>` +
    `<path d="M86 58 C92 46 108 46 114 58 Z" fill="#43a047"/><path d="M100 50 C100 36 106 28 114 24" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/>` + gloss(70, 100, 9, 24),
  cabbage: head('#9ccc65', '#c5e1a5', '#689f38'),
  iceberg: head('#aed581', '#dcedc8', '#7cb342', 60),
  beet: shadow(52) + `<path d="M100 170 C96 182 96 190 100 196" stroke="#6a1b3a" stroke-width="4" fill="none"/>` + circle(100, 120, 52, '#8e1b47') +
    gloss(78, 104, 8, 18) + `<path d="M92 70 C80 40 70 30 60 26 M108 70 C118 40 130 30 142 24" stroke="#ad1457" stroke-width="5" fill="none"/>` +
    leaf(60, 28, -130, '#43a047', 36) + leaf(142, 26, -50, '#388e3c', 36),
  garlic: shadow(50) + `<path d="M100 44 C104 64 150 86 150 128 C150 160 126 172 100 172 C74 172 50 160 50 128 C50 86 96 64 100 44 Z" fill="#f5f0e6"/>` +
    `<g stroke="#d7ccc8" stroke-width="3" fill="none"><path d="M100 60 C84 96 78 136 86 170"/><path d="M100 60 C116 96 122 136 114 170"/><path d="M100 60 L100 172"/></g>` +
    `<path d="M100 44 L100 26" stroke="#c5b9a5" stroke-width="6" stroke-linecap="round"/>`,
  pumpkin: shadow(70) + `<ellipse cx="70" cy="122" rx="36" ry="50" fill="#f57c00"/><ellipse cx="130" cy="122" rx="36" ry="50" fill="#f57c00"/>` +
    `<ellipse cx="100" cy="122" rx="40" ry="54" fill="#fb8c00"/><path d="M100 70 C100 56 104 46 112 40" stroke="#5d4037" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    gloss(88, 100, 7, 20, 0),
  napa: shadow(50) + `<path d="M70 170 C56 120 62 60 100 30 C138 60 144 120 130 170 Z" fill="#f1f8e9"/>` +
    `<path d="M74 80 C70 50 90 28 100 30 C110 28 130 50 126 80 C112 70 88 70 74 80 Z" fill="#9ccc65"/>` +
    `<path d="M100 40 L100 168" stroke="#dcedc8" stroke-width="6"/>`,
  radish: shadow(50) + [[76, 128], [124, 128]].map(([x, y]) => circle(x, y, 30, '#e91e63') +
    `<path d="M${x - 20} ${y + 10} C${x - 10} ${y + 30} ${x + 10} ${y + 30} ${x + 20} ${y + 10} C${x + 10} ${y + 24} ${x - 10} ${y + 24} ${x - 20} ${y + 10} Z" fill="${W}"/>` +
    `<path d="M${x} ${y + 28} L${x + 2} ${y + 46}" stroke="#f8bbd0" stroke-width="3"/>` + gloss(x - 12, y - 10, 5, 10)).join('') +
    leaf(78, 98, -110, '#43a047', 44) + leaf(122, 98, -70, '#388e3c', 44),
  broccoli: florets('#388e3c', '#1b5e20', '#8bc34a'),
  cauliflower: florets('#f5f0dc', '#d7ccc8', '#aed581') + leaf(40, 140, -20, '#7cb342', 50) + leaf(160, 140, 200, '#7cb342', 50),
  ginger: shadow(60) + `<path d="M40 130 C40 110 60 104 76 112 C78 92 96 84 110 96 C118 80 140 80 146 98 C166 100 170 124 156 136 C150 156 120 160 100 152 C80 162 52 156 40 130 Z" fill="#d9b26f"/>` +
    `<g stroke="#b58a44" stroke-width="3" opacity="0.7"><path d="M64 126 L72 132"/><path d="M104 120 L112 126"/><path d="M134 116 L140 124"/></g>`,
  mushroom: shadow(58) + `<path d="M82 110 L78 170 L122 170 L118 110 Z" fill="#efe6d8"/>` +
    `<path d="M36 112 C36 60 70 40 100 40 C130 40 164 60 164 112 C140 120 60 120 36 112 Z" fill="#f3ede4"/>` +
    `<path d="M36 112 C60 120 140 120 164 112" stroke="#c8b8a2" stroke-width="4" fill="none"/>` + gloss(70, 70, 10, 20),
  corn: shadow(44) + `<path d="M100 30 C130 40 136 100 124 160 L76 160 C64 100 70 40 100 30 Z" fill="#fbc02d"/>` +
    Array.from({ length: 5 }, (_, r) => Array.from({ length: 3 }, (_, c) => circle(86 + c * 14, 56 + r * 20, 6, '#f9a825'))).flat().join('') +
    `<path d="M76 160 C56 120 50 80 60 50 C70 90 84 130 96 170 Z" fill="#7cb342"/><path d="M124 160 C144 120 150 80 140 50 C130 90 116 130 104 170 Z" fill="#689f38"/>`,
  apple: round('#d32f2f', '#8e1b1b', { r: 60, leafColour: '#43a047' }),
  greenApple: round('#8bc34a', '#558b2f', { r: 60, leafColour: '#2e7d32' }),
  pear: shadow(48) + `<path d="M100 40 C116 40 118 70 130 92 C150 120 146 172 100 172 C54 172 50 120 70 92 C82 70 84 40 100 40 Z" fill="#c0ca33"/>` +
    stem(100, 42, 104, 22) + leaf(106, 30, -20, '#43a047') + gloss(78, 120, 8, 20),
  banana: shadow(66) + `<path d="M40 70 C50 140 120 170 170 120 C160 120 150 124 140 126 C110 140 70 120 58 70 Z" fill="#fdd835"/>` +
    `<path d="M36 82 C56 156 130 180 176 130 C168 136 158 140 148 142 C110 156 64 136 50 80 Z" fill="#f9c325"/>` +
    `<path d="M40 70 L36 58 L50 62 Z M170 120 L178 124 L172 132 Z" fill="#6d4c2f"/>`,
  orange: round('#fb8c00', '#e65100', { r: 62, leafColour: '#43a047' }) + dots([[86, 100], [112, 124], [126, 96], [92, 140], [74, 124]], 2, '#e65100', 0.5),
  mandarin: round('#ff9800', '#e65100', { r: 54, squash: 0.82, leafColour: '#2e7d32' }) + circle(100, 92, 4, '#8d6e00'),
  lemon: shadow(60) + `<path d="M26 110 C40 92 56 60 100 58 C144 60 160 92 174 110 C160 128 144 160 100 162 C56 160 40 128 26 110 Z" fill="#fdd835"/>` +
    gloss(74, 92, 8, 20, 60) + dots([[90, 100], [120, 120], [110, 88]], 2, '#f9a825'),
  kiwi: shadow(66) + circle(76, 114, 46, '#8d6e4a') + circle(130, 124, 42, '#7cb342') + circle(130, 124, 34, '#9ccc65') +
    circle(130, 124, 12, '#f1f8e9') + Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2;
      return circle(Math.round(130 + Math.cos(a) * 20), Math.round(124 + Math.sin(a) * 20), 2.5, '#212121');
    }).join(''),
  grapes: cluster('#7b3f8c', '#4a148c', 13, GRAPE_POINTS) + leaf(104, 34, -10, '#689f38', 40),
  watermelon: shadow(72) + `<ellipse cx="84" cy="112" rx="62" ry="54" fill="#2e7d32"/>` +
    [-36, -12, 12, 36].map((dx) => `<path d="M${84 + dx} 60 C${84 + dx * 1.5} 100 ${84 + dx * 1.5} 124 ${84 + dx} 164" stroke="#1b5e20" stroke-width="8" fill="none"/>`).join('') +
    `<path d="M112 134 L178 134 C178 170 150 180 145 180 C140 180 112 170 112 134 Z" fill="#2e7d32" transform="rotate(-12 145 150)"/>` +
    `<path d="M118 134 L172 134 C172 164 150 172 145 172 C140 172 118 164 118 134 Z" fill="#ef5350" transform="rotate(-12 145 150)"/>` +
    dots([[136, 140], [150, 146], [142, 156]], 3, '#212121'),
  peach: round('#ffab76', '#e57343', { r: 58, leafColour: '#558b2f' }) + `<path d="M100 68 C88 100 88 140 100 172" stroke="#e57343" stroke-width="4" fill="none" opacity="0.5"/>` +
    `<ellipse cx="124" cy="120" rx="26" ry="34" fill="#ef6c5a" opacity="0.45"/>`,
  nectarine: round('#e8553e', '#a8321e', { r: 56, leafColour: '#558b2f' }) + `<ellipse cx="78" cy="132" rx="22" ry="26" fill="#fbc02d" opacity="0.6"/>`,
  grapefruit: shadow(70) + circle(74, 116, 48, '#ff8a65') + circle(134, 124, 42, '#ffccbc') + circle(134, 124, 36, '#f06262') +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return `<path d="M134 124 L${Math.round(134 + Math.cos(a) * 36)} ${Math.round(124 + Math.sin(a) * 36)}" stroke="#ffccbc" stroke-width="3"/>`;
    }).join(''),
  persimmon: round('#f57c00', '#bf360c', { r: 60, squash: 0.8 }) +
    `<path d="M100 78 l-30 -4 l18 14 l-20 12 l32 -8 l32 8 l-20 -12 l18 -14 Z" fill="#558b2f"/>`,
  pomegranate: round('#b71c1c', '#7f0000', { r: 60 }) + `<path d="M88 60 L92 44 L100 54 L108 44 L112 60 Z" fill="#b71c1c"/>`,
  pineapple: shadow(46) + `<ellipse cx="100" cy="130" rx="42" ry="48" fill="#e0a526"/>` +
    `<g stroke="#a8741a" stroke-width="3"><path d="M64 104 L128 168 M72 92 L140 160 M88 84 L142 138 M136 104 L72 168 M128 92 L60 160 M112 84 L58 138"/></g>` +
    leaf(100, 84, -90, '#43a047', 60) + leaf(100, 84, -120, '#388e3c', 50) + leaf(100, 84, -60, '#2e7d32', 50),
  mango: shadow(58) + `<path d="M60 150 C36 110 56 60 104 56 C148 52 168 96 150 134 C136 166 84 180 60 150 Z" fill="#fbc02d"/>` +
    `<path d="M104 56 C148 52 168 96 150 134 C140 116 124 90 104 56 Z" fill="#e65100" opacity="0.7"/>` + gloss(76, 104, 8, 20),
  avocado: shadow(62) + `<path d="M68 50 C86 46 94 74 98 92 C110 126 104 172 66 172 C30 172 26 126 42 96 C50 78 52 54 68 50 Z" fill="#33691e"/>` +
    `<path d="M132 58 C150 56 158 82 162 98 C174 130 168 172 132 172 C96 172 90 130 104 100 C112 80 116 60 132 58 Z" fill="#c5e1a5"/>` +
    `<path d="M132 58 C150 56 158 82 162 98 C174 130 168 172 132 172 C96 172 90 130 104 100 C112 80 116 60 132 58 Z" fill="none" stroke="#33691e" stroke-width="5"/>` +
    circle(134, 134, 18, '#8d6e4a'),
  strawberry: shadow(50) + `<path d="M100 172 C70 150 46 110 50 84 C54 62 80 60 100 66 C120 60 146 62 150 84 C154 110 130 150 100 172 Z" fill="#e53935"/>` +
    dots([[80, 92], [100, 86], [120, 92], [72, 112], [92, 110], [112, 112], [130, 110], [86, 132], [106, 132], [98, 152]], 2.5, '#fff59d') +
    `<path d="M100 70 l-28 -8 l18 -4 l-10 -14 l20 10 l0 -16 l0 16 l20 -10 l-10 14 l18 4 Z" fill="#43a047"/>`,
  cherry: shadow(56) + stem(76, 118, 112, 34, '#5d4037', 4) + stem(128, 126, 112, 34, '#5d4037', 4) +
    circle(72, 134, 30, '#b71c1c') + circle(128, 140, 30, '#c62828') + gloss(62, 124, 5, 10) + gloss(118, 130, 5, 10) + leaf(112, 34, -20, '#43a047', 36),
  blueberry: shadow(58) + [[74, 110, 26], [124, 104, 28], [98, 142, 28], [142, 148, 22], [58, 150, 20]]
    .map(([x, y, r]) => circle(x, y, r, '#3f51b5') + circle(x, y, r, '#1a237e', 'opacity="0.25"') + `<path d="M${x - 6} ${y - r + 6} l6 6 l6 -6" stroke="#1a237e" stroke-width="3" fill="none"/>` +
      circle(x - r * 0.4, y - r * 0.1, r * 0.18, W, 'opacity="0.35"')).join(''),
  raspberry: shadow(50) + dots([[84, 84], [104, 80], [124, 88], [74, 104], [94, 102], [114, 102], [134, 108], [82, 124], [102, 122], [122, 126], [90, 144], [110, 144], [100, 162]], 13, '#d81b60') +
    dots([[84, 80], [104, 76], [124, 84], [94, 98], [114, 98]], 4, W, 0.35) + `<path d="M100 76 l-20 -10 l14 -2 l6 -14 l6 14 l14 2 Z" fill="#558b2f"/>`,
  dill: herbs('#7cb342', '#558b2f', 'feather'),
  parsley: herbs('#2e7d32', '#558b2f', 'round'),
  greenOnion: herbs('#66bb6a', '#43a047', 'tube'),
  basil: herbs('#43a047', '#2e7d32', 'oval'),
  purpleBasil: herbs('#6a1b9a', '#4a148c', 'oval'),
  cilantro: herbs('#558b2f', '#33691e', 'round'),
  mint: herbs('#26a69a', '#00796b', 'oval'),
  spinach: herbs('#1b5e20', '#2e7d32', 'oval'),
  arugula: herbs('#689f38', '#33691e', 'feather'),
  lettuce: head('#8bc34a', '#aed581', '#558b2f', 62),
  romaine: shadow(44) + `<path d="M70 172 C50 120 56 60 86 30 C96 80 100 130 100 172 Z" fill="#7cb342"/>` +
    `<path d="M130 172 C150 120 144 60 114 30 C104 80 100 130 100 172 Z" fill="#558b2f"/>` +
    `<path d="M100 172 C90 120 92 60 100 24 C108 60 110 120 100 172 Z" fill="#9ccc65"/>`,
  microgreens: shadow(56) + `<rect x="46" y="130" width="108" height="44" rx="8" fill="#8d6e4a"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const x = 56 + i * 11;
      return `<path d="M${x} 132 L${x + (i % 2 ? 4 : -4)} 96" stroke="#aed581" stroke-width="3"/>` + leaf(x - 8, 96, -20, '#7cb342', 16) + leaf(x, 96, -160, '#8bc34a', 16);
    }).join(''),
  saladMix: shadow(60) + `<path d="M36 120 C36 160 70 176 100 176 C130 176 164 160 164 120 Z" fill="#ffffff" stroke="#cfd8dc" stroke-width="3"/>` +
    leaf(50, 118, -40, '#7cb342', 44) + leaf(80, 110, -70, '#6a1b9a', 40) + leaf(100, 116, -100, '#43a047', 44) + leaf(120, 112, -130, '#9ccc65', 40) + leaf(146, 120, -150, '#2e7d32', 40),
};

// The start of a good's name to its drawing; longer names first, so 'Помидоры черри' is not 'Помидоры'.
// '' marks a kind that keeps its category's pictogram ('Огурцы маринованные' are a jar, not a cucumber).
const KINDS: [string, keyof typeof DRAW | ''][] = ([
  ['Картофель', 'potato'], ['Морковь', ''], ['Лук репчатый', 'onion'], ['Помидоры черри', 'cherryTomato'], ['Помидоры', 'tomato'],
  ['Огурцы маринованные', ''], ['Огурцы', 'cucumber'], ['Перец сладкий', 'pepper'], ['Капуста белокочанная', 'cabbage'], ['Кабачки', 'courgette'],
  ['Баклажаны', 'aubergine'], ['Свёкла', 'beet'], ['Чеснок', 'garlic'], ['Тыква', 'pumpkin'], ['Капуста пекинская', 'napa'],
  ['Редис', 'radish'], ['Брокколи', 'broccoli'], ['Имбирь', 'ginger'], ['Шампиньоны', 'mushroom'], ['Кукуруза в початках', 'corn'],
  ['Капуста цветная', 'cauliflower'], ['Яблоки', 'apple'], ['Яблоки Гренни Смит', 'greenApple'], ['Яблоки Семеренко', 'greenApple'], ['Груши', 'pear'], ['Бананы', 'banana'], ['Апельсины', 'orange'],
  ['Мандарины', 'mandarin'], ['Лимоны', 'lemon'], ['Киви', 'kiwi'], ['Виноград', 'grapes'], ['Арбуз', 'watermelon'],
  ['Персики', 'peach'], ['Нектарины', 'nectarine'], ['Грейпфрут', 'grapefruit'], ['Хурма', 'persimmon'], ['Гранат', 'pomegranate'],
  ['Ананас', 'pineapple'], ['Манго', 'mango'], ['Авокадо', 'avocado'], ['Клубника', 'strawberry'], ['Черешня', 'cherry'],
  ['Голубика', 'blueberry'], ['Малина', 'raspberry'], ['Укроп', 'dill'], ['Петрушка', 'parsley'], ['Лук зелёный', 'greenOnion'],
  ['Салат Айсберг', 'iceberg'], ['Руккола', 'arugula'], ['Салатный микс', 'saladMix'], ['Базилик фиолетовый', 'purpleBasil'],
  ['Базилик', 'basil'], ['Кинза', 'cilantro'], ['Шпинат', 'spinach'], ['Мята', 'mint'], ['Салат Романо', 'romaine'],
  ['Салат листовой', 'lettuce'], ['Микрозелень', 'microgreens'],
  ['Креветки', 'shrimp'], ['Кальмар', 'squid'], ['Мидии', 'mussel'], ['Икра лососевая', 'caviar'], ['Круассан', 'croissant'],
  ['Подгузники', 'nappy'], ['Трусики-подгузники', 'nappy'],
] as [string, keyof typeof DRAW | ''][]).sort((a, b) => b[0].length - a[0].length);

/**
 * The drawing of a good's kind, read from the start of its name; null when the kind has none (then
 * its category's pictogram stands in). Frozen 'Брокколи' and 'Капуста цветная' get theirs too.
 */
export function kindDrawing(name: string): string | null {
  const kind = KINDS.find(([prefix]) => name === prefix || name.startsWith(`${prefix} `) || name.startsWith(`${prefix},`));
  return kind && kind[1] ? DRAW[kind[1]] : null;
}
