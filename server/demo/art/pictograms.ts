// Flat pictograms of shop goods, drawn with plain SVG shapes in a 200×200 box. They stand in for
// product photos in the demo: one per category kind, tinted with the category's palette.

export type Palette = { main: string; dark: string; light: string; accent: string; pale: string };

export const PICTOGRAMS = [
  'carton', 'bottle', 'cup', 'tub', 'butter', 'cheese', 'egg', 'apple', 'carrot', 'greens', 'meat', 'drumstick',
  'sausage', 'fish', 'can', 'bread', 'baguette', 'pie', 'bag', 'jar', 'soda', 'teacup', 'coffee', 'chocolate',
  'candy', 'cookie', 'cake', 'icecream', 'dumpling', 'snowflake', 'detergent', 'spray', 'roll', 'babybottle', 'paw',
  'wine', 'beer', 'liquor', 'bowl', 'pot', 'box', 'truck', 'percent', 'spoon',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

/** Palette of a hue: soft, slightly muted colours that read well on a pale background. */
export function palette(hue: number): Palette {
  const h = ((hue % 360) + 360) % 360;
  return {
    main: `hsl(${h} 58% 56%)`,
    dark: `hsl(${h} 45% 30%)`,
    light: `hsl(${h} 70% 84%)`,
    accent: `hsl(${(h + 150) % 360} 62% 58%)`,
    pale: `hsl(${h} 65% 95%)`,
  };
}

const WHITE = '#ffffff';
const shadow = (rx = 58) => `<ellipse cx="100" cy="180" rx="${rx}" ry="8" fill="#000" opacity="0.08"/>`;
const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="7" height="${h}" rx="3.5" fill="${WHITE}" opacity="0.35"/>`;

type Draw = (p: Palette) => string;

const DRAW: Record<Pictogram, Draw> = {
  carton: (p) => shadow(50) +
    `<path d="M58 78 L120 78 L120 174 L58 174 Z" fill="${p.main}"/>` +
    `<path d="M120 78 L146 64 L146 160 L120 174 Z" fill="${p.dark}"/>` +
    `<path d="M58 78 L82 44 L144 44 L120 78 Z" fill="${p.light}"/>` +
    `<path d="M120 78 L144 44 L146 64 Z" fill="${p.dark}" opacity="0.8"/>` +
    `<rect x="76" y="36" width="50" height="10" rx="2" fill="${p.dark}"/>` +
    `<circle cx="128" cy="58" r="6" fill="${p.accent}"/>` +
    `<rect x="58" y="104" width="62" height="44" fill="${WHITE}" opacity="0.9"/>` +
    `<path d="M89 112 C80 124 78 130 78 134 a11 11 0 0 0 22 0 C100 130 98 124 89 112 Z" fill="${p.main}"/>` +
    shine(64, 84, 84),
  bottle: (p) => shadow(40) +
    `<rect x="86" y="20" width="28" height="16" rx="4" fill="${p.dark}"/>` +
    `<path d="M90 36 L110 36 L110 58 C132 68 136 82 136 100 L136 166 a10 10 0 0 1 -10 10 L74 176 a10 10 0 0 1 -10 -10 L64 100 C64 82 68 68 90 58 Z" fill="${p.main}"/>` +
    `<rect x="64" y="108" width="72" height="42" fill="${p.light}"/>` +
    `<rect x="76" y="120" width="48" height="6" rx="3" fill="${p.dark}" opacity="0.6"/>` +
    `<rect x="82" y="132" width="36" height="5" rx="2.5" fill="${p.dark}" opacity="0.35"/>` +
    shine(73, 74, 28) + shine(73, 156, 12),
  cup: (p) => shadow(46) +
    `<path d="M58 72 L142 72 L130 172 L70 172 Z" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="72" rx="46" ry="12" fill="${p.light}"/>` +
    `<ellipse cx="100" cy="70" rx="40" ry="8" fill="${WHITE}" opacity="0.7"/>` +
    `<path d="M63 108 L137 108 L133 140 L67 140 Z" fill="${WHITE}" opacity="0.9"/>` +
    `<circle cx="86" cy="124" r="8" fill="${p.accent}"/><circle cx="104" cy="122" r="6" fill="${p.main}"/>` +
    `<rect x="112" y="118" width="16" height="4" rx="2" fill="${p.dark}" opacity="0.5"/>` +
    shine(70, 84, 70),
  tub: (p) => shadow(60) +
    `<path d="M44 92 L156 92 L146 170 L54 170 Z" fill="${p.main}"/>` +
    `<rect x="38" y="80" width="124" height="16" rx="6" fill="${p.dark}"/>` +
    `<rect x="48" y="72" width="104" height="10" rx="4" fill="${p.light}"/>` +
    `<path d="M52 112 L148 112 L145 144 L55 144 Z" fill="${WHITE}" opacity="0.9"/>` +
    `<rect x="70" y="122" width="60" height="6" rx="3" fill="${p.dark}" opacity="0.55"/>` +
    `<rect x="80" y="132" width="40" height="4" rx="2" fill="${p.dark}" opacity="0.3"/>`,
  butter: (p) => shadow(64) +
    `<path d="M34 104 L134 104 L134 160 L34 160 Z" fill="${p.main}"/>` +
    `<path d="M134 104 L168 84 L168 140 L134 160 Z" fill="${p.dark}"/>` +
    `<path d="M34 104 L68 84 L168 84 L134 104 Z" fill="${p.light}"/>` +
    `<rect x="48" y="118" width="72" height="26" rx="4" fill="${WHITE}" opacity="0.9"/>` +
    `<rect x="58" y="126" width="52" height="5" rx="2.5" fill="${p.main}"/>` +
    `<rect x="66" y="135" width="36" height="4" rx="2" fill="${p.dark}" opacity="0.4"/>`,
  cheese: (p) => shadow(64) +
    `<path d="M30 120 L150 70 L172 118 Z" fill="#ffe08a"/>` +
    `<path d="M30 120 L172 118 L172 164 L30 166 Z" fill="#f7c948"/>` +
    `<circle cx="64" cy="140" r="9" fill="#e0a800"/><circle cx="104" cy="150" r="6" fill="#e0a800"/>` +
    `<circle cx="140" cy="136" r="10" fill="#e0a800"/><circle cx="120" cy="102" r="6" fill="#f7c948"/>` +
    `<path d="M30 166 L172 164" stroke="${p.dark}" stroke-width="3" opacity="0.15"/>`,
  egg: (p) => shadow(66) +
    `<path d="M32 132 L168 132 L158 168 L42 168 Z" fill="${p.dark}" opacity="0.85"/>` +
    `<ellipse cx="64" cy="116" rx="22" ry="28" fill="#fff7ea"/><ellipse cx="100" cy="108" rx="22" ry="29" fill="#f4e2c8"/>` +
    `<ellipse cx="136" cy="116" rx="22" ry="28" fill="#fff7ea"/>` +
    `<ellipse cx="56" cy="106" rx="5" ry="9" fill="${WHITE}" opacity="0.8"/><ellipse cx="92" cy="98" rx="5" ry="9" fill="${WHITE}" opacity="0.7"/>` +
    `<path d="M32 132 L168 132 L166 140 L34 140 Z" fill="${p.main}"/>`,
  apple: (p) => shadow(52) +
    `<path d="M100 62 C80 46 44 52 42 96 C40 136 68 174 90 172 C96 172 98 168 100 168 C102 168 104 172 110 172 C132 174 160 136 158 96 C156 52 120 46 100 62 Z" fill="${p.main}"/>` +
    `<path d="M100 62 C98 50 100 38 108 28" stroke="${p.dark}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M106 44 C118 28 140 30 146 36 C136 50 118 52 106 44 Z" fill="${p.accent}"/>` +
    `<ellipse cx="70" cy="98" rx="9" ry="18" fill="${WHITE}" opacity="0.35" transform="rotate(20 70 98)"/>`,
  carrot: () => shadow(50) +
    `<path d="M112 58 C132 48 158 66 150 88 L64 174 C58 180 46 172 52 164 Z" fill="#f28c28"/>` +
    `<g stroke="#c9621a" stroke-width="4" stroke-linecap="round"><path d="M112 86 L126 96"/><path d="M94 110 L106 118"/><path d="M76 136 L86 142"/></g>` +
    `<path d="M134 60 C128 36 138 24 148 20 C150 38 144 50 134 60 Z" fill="#66bb6a"/>` +
    `<path d="M138 64 C148 42 168 38 176 42 C170 58 156 66 138 64 Z" fill="#43a047"/>` +
    `<path d="M128 58 C112 44 112 30 116 24 C126 34 130 46 128 58 Z" fill="#81c784"/>` +
    `<path d="M118 70 C128 66 136 70 140 76" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.4" stroke-linecap="round"/>`,
  greens: (p) => shadow(46) +
    `<path d="M100 170 C84 130 50 110 44 70 C70 78 92 108 100 150 Z" fill="#66bb6a"/>` +
    `<path d="M100 170 C116 130 150 110 156 70 C130 78 108 108 100 150 Z" fill="#43a047"/>` +
    `<path d="M100 168 C92 120 80 70 100 28 C120 70 108 120 100 168 Z" fill="#81c784"/>` +
    `<path d="M100 160 L100 40" stroke="#2e7d32" stroke-width="3" opacity="0.5"/>` +
    `<rect x="84" y="144" width="32" height="12" rx="4" fill="${p.main}"/>`,
  meat: () => shadow(64) +
    `<path d="M44 96 C40 66 84 50 120 58 C160 66 172 104 156 136 C142 162 96 170 66 156 C44 146 46 120 44 96 Z" fill="#f3d6c8"/>` +
    `<path d="M54 98 C52 74 88 62 118 68 C150 74 160 104 146 128 C134 150 98 156 72 146 C56 138 56 118 54 98 Z" fill="#d2555a"/>` +
    `<path d="M76 96 C92 90 104 104 122 98 M70 120 C88 116 100 130 126 122" stroke="#f3d6c8" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>` +
    `<circle cx="128" cy="112" r="10" fill="${WHITE}"/><circle cx="128" cy="112" r="4" fill="#e8c9b9"/>`,
  drumstick: () => shadow(54) +
    `<path d="M124 78 L160 42" stroke="#f5efe6" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="160" cy="36" r="9" fill="#f5efe6"/><circle cx="168" cy="46" r="9" fill="#f5efe6"/>` +
    `<path d="M58 88 C70 56 118 56 132 80 C146 104 124 140 96 152 C72 162 46 150 46 126 C46 110 52 100 58 88 Z" fill="#d9893f"/>` +
    `<path d="M66 94 C74 76 100 72 112 82" stroke="${WHITE}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.35"/>` +
    `<path d="M60 130 C76 142 96 140 112 128" stroke="#b5672a" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.6"/>`,
  sausage: (p) => shadow(66) +
    `<path d="M40 118 C40 80 90 64 140 74 C168 80 172 104 152 110 C120 100 80 108 62 132 C52 146 40 138 40 118 Z" fill="#b8404a"/>` +
    `<path d="M56 104 C72 86 106 78 134 84" stroke="${WHITE}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.3"/>` +
    `<path d="M152 92 L166 84 M154 96 L168 98" stroke="${p.dark}" stroke-width="3" stroke-linecap="round"/>` +
    `<ellipse cx="100" cy="150" rx="22" ry="16" fill="#e7a0a4"/><ellipse cx="100" cy="150" rx="22" ry="16" fill="none" stroke="#b8404a" stroke-width="4"/>` +
    `<circle cx="94" cy="146" r="2.5" fill="${WHITE}"/><circle cx="106" cy="154" r="2" fill="${WHITE}"/><circle cx="104" cy="144" r="2" fill="${WHITE}"/>` +
    `<ellipse cx="140" cy="154" rx="18" ry="13" fill="#e7a0a4"/><ellipse cx="140" cy="154" rx="18" ry="13" fill="none" stroke="#b8404a" stroke-width="4"/>`,
  fish: (p) => shadow(66) +
    `<path d="M30 104 C56 62 118 60 150 104 C118 148 56 146 30 104 Z" fill="${p.main}"/>` +
    `<path d="M146 104 L178 78 L172 104 L178 130 Z" fill="${p.dark}"/>` +
    `<path d="M84 72 C92 58 110 58 118 70 Z" fill="${p.dark}"/>` +
    `<path d="M36 104 C60 120 110 124 146 106 C118 140 58 144 36 104 Z" fill="${p.light}"/>` +
    `<circle cx="56" cy="98" r="7" fill="${WHITE}"/><circle cx="57" cy="98" r="3.5" fill="${p.dark}"/>` +
    `<path d="M86 90 a10 10 0 0 1 0 20 M102 88 a10 10 0 0 1 0 24 M118 90 a10 10 0 0 1 0 20" stroke="${p.dark}" stroke-width="3" fill="none" opacity="0.35"/>`,
  can: (p) => shadow(48) +
    `<path d="M56 54 L144 54 L144 162 a44 12 0 0 1 -88 0 Z" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="54" rx="44" ry="12" fill="#cfd8dc"/><ellipse cx="100" cy="54" rx="36" ry="8" fill="#b0bec5"/>` +
    `<rect x="88" y="48" width="24" height="8" rx="4" fill="#90a4ae"/>` +
    `<path d="M56 90 L144 90 L144 136 L56 136 Z" fill="${p.light}"/>` +
    `<path d="M70 114 C84 100 100 100 112 114 C100 128 84 128 70 114 Z M112 114 L124 106 L124 122 Z" fill="${p.dark}" opacity="0.75"/>` +
    shine(64, 64, 90),
  bread: () => shadow(68) +
    `<path d="M34 112 C34 74 70 62 100 62 C130 62 166 74 166 112 L166 160 a8 8 0 0 1 -8 8 L42 168 a8 8 0 0 1 -8 -8 Z" fill="#c98a45"/>` +
    `<path d="M34 112 C34 74 70 62 100 62 C130 62 166 74 166 112 C150 104 130 100 100 100 C70 100 50 104 34 112 Z" fill="#a86b2d"/>` +
    `<path d="M66 80 L78 96 M96 74 L106 92 M126 78 L134 96" stroke="#e9c08c" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M48 124 C80 118 120 118 152 124" stroke="#e0ae72" stroke-width="4" fill="none" opacity="0.6"/>`,
  baguette: () => shadow(70) +
    `<rect x="20" y="82" width="164" height="44" rx="22" fill="#d29a55" transform="rotate(-22 100 104)"/>` +
    `<g transform="rotate(-22 100 104)" stroke="#f2d2a0" stroke-width="6" stroke-linecap="round">` +
    `<path d="M50 96 L66 112"/><path d="M80 94 L96 112"/><path d="M110 94 L126 112"/><path d="M140 94 L156 112"/></g>` +
    `<rect x="36" y="132" width="128" height="30" rx="15" fill="#c17f3a" transform="rotate(8 100 147)"/>` +
    `<g transform="rotate(8 100 147)" stroke="#efc98f" stroke-width="5" stroke-linecap="round"><path d="M62 140 L74 154"/><path d="M94 140 L106 154"/><path d="M126 140 L138 154"/></g>`,
  pie: (p) => shadow(70) +
    `<path d="M28 120 L172 120 L160 160 L40 160 Z" fill="${p.dark}"/>` +
    `<ellipse cx="100" cy="120" rx="72" ry="26" fill="#d9a05b"/>` +
    `<ellipse cx="100" cy="118" rx="60" ry="20" fill="${p.main}"/>` +
    `<g stroke="#f0c98a" stroke-width="7" stroke-linecap="round"><path d="M64 104 L80 134"/><path d="M92 100 L108 138"/><path d="M122 102 L136 132"/>` +
    `<path d="M52 116 L148 110"/><path d="M58 128 L142 124"/></g>`,
  bag: (p) => shadow(56) +
    `<path d="M54 60 L146 60 L156 168 a6 6 0 0 1 -6 6 L50 174 a6 6 0 0 1 -6 -6 Z" fill="${p.main}"/>` +
    `<path d="M54 46 L146 46 L146 62 L54 62 Z" fill="${p.dark}"/>` +
    `<path d="M54 46 L66 40 L78 46 L90 40 L102 46 L114 40 L126 46 L138 40 L146 46" stroke="${p.dark}" stroke-width="4" fill="none"/>` +
    `<ellipse cx="100" cy="122" rx="32" ry="28" fill="${WHITE}" opacity="0.9"/>` +
    `<g fill="${p.accent}"><circle cx="88" cy="114" r="4"/><circle cx="100" cy="110" r="4"/><circle cx="112" cy="116" r="4"/>` +
    `<circle cx="92" cy="128" r="4"/><circle cx="106" cy="130" r="4"/><circle cx="118" cy="126" r="3.5"/><circle cx="82" cy="124" r="3.5"/></g>`,
  jar: (p) => shadow(48) +
    `<rect x="60" y="40" width="80" height="22" rx="6" fill="${p.dark}"/>` +
    `<path d="M64 62 L136 62 C146 70 148 80 148 92 L148 160 a14 14 0 0 1 -14 14 L66 174 a14 14 0 0 1 -14 -14 L52 92 C52 80 54 70 64 62 Z" fill="${p.main}"/>` +
    `<rect x="52" y="104" width="96" height="42" fill="${p.light}"/>` +
    `<circle cx="100" cy="125" r="12" fill="${p.accent}"/><path d="M100 113 C104 104 112 102 116 104" stroke="#4caf50" stroke-width="4" fill="none"/>` +
    shine(60, 74, 24),
  soda: (p) => shadow(40) +
    `<path d="M70 40 L130 40 L134 50 L134 164 L130 174 L70 174 L66 164 L66 50 Z" fill="${p.main}"/>` +
    `<rect x="70" y="34" width="60" height="8" rx="3" fill="#cfd8dc"/>` +
    `<path d="M66 96 C86 84 114 112 134 96 L134 124 C114 140 86 112 66 124 Z" fill="${WHITE}" opacity="0.9"/>` +
    `<circle cx="84" cy="70" r="4" fill="${WHITE}" opacity="0.6"/><circle cx="110" cy="62" r="3" fill="${WHITE}" opacity="0.6"/><circle cx="100" cy="146" r="5" fill="${WHITE}" opacity="0.5"/>` +
    shine(74, 50, 110),
  teacup: (p) => shadow(66) +
    `<ellipse cx="100" cy="162" rx="70" ry="12" fill="${p.light}"/>` +
    `<path d="M46 92 L154 92 C154 132 134 158 100 158 C66 158 46 132 46 92 Z" fill="${p.main}"/>` +
    `<path d="M152 104 C176 100 178 134 146 136" stroke="${p.main}" stroke-width="9" fill="none"/>` +
    `<ellipse cx="100" cy="92" rx="54" ry="10" fill="#b5651d"/>` +
    `<path d="M84 92 L84 56" stroke="${p.dark}" stroke-width="2"/><rect x="74" y="42" width="20" height="16" rx="2" fill="${p.accent}"/>` +
    `<path d="M112 72 C104 60 120 52 112 40 M128 74 C120 62 136 54 128 42" stroke="${p.dark}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.35"/>`,
  coffee: (p) => shadow(66) +
    `<path d="M52 74 L148 74 L138 168 L62 168 Z" fill="${p.light}"/>` +
    `<rect x="46" y="62" width="108" height="16" rx="6" fill="${p.dark}"/>` +
    `<path d="M56 104 L144 104 L140 138 L60 138 Z" fill="${p.main}"/>` +
    `<g fill="#6d4c41" transform="translate(100 121)"><ellipse rx="11" ry="7" transform="rotate(-30)"/></g>` +
    `<path d="M92 126 C98 122 102 120 108 116" stroke="${p.light}" stroke-width="2" fill="none"/>` +
    `<ellipse cx="160" cy="170" rx="10" ry="7" fill="#6d4c41" transform="rotate(-20 160 170)"/><ellipse cx="40" cy="166" rx="10" ry="7" fill="#5d4037" transform="rotate(25 40 166)"/>`,
  chocolate: (p) => shadow(64) +
    `<g transform="rotate(-12 100 110)"><rect x="40" y="54" width="120" height="110" rx="8" fill="#6d3f2a"/>` +
    `<g fill="#8a5a3f"><rect x="48" y="62" width="32" height="28" rx="4"/><rect x="84" y="62" width="32" height="28" rx="4"/><rect x="120" y="62" width="32" height="28" rx="4"/>` +
    `<rect x="48" y="94" width="32" height="28" rx="4"/><rect x="84" y="94" width="32" height="28" rx="4"/><rect x="120" y="94" width="32" height="28" rx="4"/></g>` +
    `<path d="M36 122 L164 122 L164 168 L36 168 Z" fill="${p.main}"/><path d="M36 122 L52 128 L68 120 L84 128 L100 120 L116 128 L132 120 L148 128 L164 122" fill="${p.main}"/>` +
    `<rect x="66" y="138" width="68" height="8" rx="4" fill="${WHITE}" opacity="0.85"/></g>`,
  candy: (p) => shadow(64) +
    `<path d="M62 104 L26 78 L34 104 L24 130 Z" fill="${p.dark}"/><path d="M138 104 L174 78 L166 104 L176 130 Z" fill="${p.dark}"/>` +
    `<ellipse cx="100" cy="104" rx="44" ry="30" fill="${p.main}"/>` +
    `<path d="M70 92 C90 80 110 128 130 116" stroke="${WHITE}" stroke-width="7" fill="none" opacity="0.8"/>` +
    `<path d="M66 120 C80 132 92 100 106 110" stroke="${p.accent}" stroke-width="6" fill="none" opacity="0.9"/>`,
  cookie: () => shadow(56) +
    `<path d="M100 40 a62 62 0 1 0 58 40 a16 16 0 0 1 -20 -18 a16 16 0 0 1 -16 -20 a16 16 0 0 1 -22 -2 Z" fill="#d9a35f"/>` +
    `<g fill="#5d3a1a"><circle cx="76" cy="84" r="7"/><circle cx="112" cy="96" r="6"/><circle cx="84" cy="126" r="7"/><circle cx="124" cy="132" r="6"/><circle cx="60" cy="112" r="5"/><circle cx="104" cy="150" r="5"/></g>` +
    `<path d="M60 70 a56 56 0 0 1 30 -22" stroke="${WHITE}" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  cake: (p) => shadow(68) +
    `<rect x="36" y="110" width="128" height="58" rx="8" fill="#f3e0c7"/>` +
    `<rect x="36" y="132" width="128" height="10" fill="${p.main}"/>` +
    `<rect x="44" y="76" width="112" height="38" rx="8" fill="#fbeee0"/>` +
    `<path d="M44 90 C52 104 60 104 66 92 C74 106 84 106 90 92 C98 106 108 106 114 92 C122 106 132 106 138 92 C146 104 152 102 156 90 L156 84 a8 8 0 0 0 -8 -8 L52 76 a8 8 0 0 0 -8 8 Z" fill="${p.light}"/>` +
    `<circle cx="100" cy="66" r="11" fill="#c62828"/><path d="M100 56 C102 44 110 40 116 40" stroke="#2e7d32" stroke-width="3" fill="none"/>` +
    `<circle cx="96" cy="62" r="3" fill="${WHITE}" opacity="0.7"/>`,
  icecream: (p) => shadow(36) +
    `<path d="M68 98 L132 98 L100 176 Z" fill="#d9a35f"/>` +
    `<path d="M76 108 L116 150 M92 104 L124 128 M124 108 L88 152 M108 104 L78 126" stroke="#b7793a" stroke-width="3"/>` +
    `<circle cx="80" cy="90" r="22" fill="${p.light}"/><circle cx="120" cy="90" r="22" fill="${p.main}"/><circle cx="100" cy="66" r="24" fill="#fff3e0"/>` +
    `<circle cx="100" cy="42" r="7" fill="#c62828"/><circle cx="92" cy="60" r="5" fill="${WHITE}" opacity="0.8"/>`,
  dumpling: (p) => shadow(70) +
    `<ellipse cx="100" cy="140" rx="78" ry="26" fill="${p.light}"/><ellipse cx="100" cy="136" rx="66" ry="18" fill="${WHITE}"/>` +
    `<path d="M48 130 C48 104 92 104 92 130 Z" fill="#fff6e5"/><path d="M48 130 C56 124 84 124 92 130" stroke="#e5cfa8" stroke-width="3" fill="none"/>` +
    `<path d="M108 130 C108 104 152 104 152 130 Z" fill="#fff6e5"/><path d="M108 130 C116 124 144 124 152 130" stroke="#e5cfa8" stroke-width="3" fill="none"/>` +
    `<path d="M76 118 C76 86 124 86 124 118 Z" fill="#fffaf0"/><path d="M80 106 C90 96 110 96 120 106" stroke="#e5cfa8" stroke-width="3" fill="none" stroke-dasharray="4 4"/>` +
    `<circle cx="100" cy="80" r="4" fill="#66bb6a"/><circle cx="108" cy="84" r="3" fill="#66bb6a"/>`,
  snowflake: (p) => `<circle cx="100" cy="104" r="70" fill="${p.light}" opacity="0.6"/>` +
    `<g stroke="${p.main}" stroke-width="9" stroke-linecap="round">` +
    [0, 60, 120].map((a) => `<path d="M100 44 L100 164" transform="rotate(${a} 100 104)"/>`).join('') + `</g>` +
    `<g stroke="${p.main}" stroke-width="6" stroke-linecap="round" fill="none">` +
    [0, 60, 120, 180, 240, 300].map((a) => `<path d="M88 58 L100 70 L112 58" transform="rotate(${a} 100 104)"/>`).join('') + `</g>` +
    `<circle cx="100" cy="104" r="12" fill="${WHITE}"/>`,
  detergent: (p) => shadow(54) +
    `<path d="M62 64 L120 64 L120 44 L136 44 L138 64 C150 66 154 76 154 88 L154 164 a10 10 0 0 1 -10 10 L56 174 a10 10 0 0 1 -10 -10 L46 86 C46 74 52 66 62 64 Z" fill="${p.main}"/>` +
    `<path d="M58 68 L58 100 C58 108 86 108 86 100 L86 80" stroke="${p.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<rect x="114" y="34" width="28" height="14" rx="3" fill="${p.accent}"/>` +
    `<rect x="60" y="112" width="80" height="46" rx="6" fill="${WHITE}" opacity="0.9"/>` +
    `<circle cx="84" cy="134" r="10" fill="${p.light}"/><circle cx="104" cy="128" r="7" fill="${p.light}"/><circle cx="118" cy="140" r="8" fill="${p.light}"/>`,
  spray: (p) => shadow(42) +
    `<path d="M72 40 L124 40 L150 50 L150 60 L118 60 L118 70 L84 70 L84 58 L72 52 Z" fill="${p.dark}"/>` +
    `<path d="M118 60 L128 84" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M84 70 L118 70 L118 84 C134 92 138 104 138 118 L138 166 a8 8 0 0 1 -8 8 L70 174 a8 8 0 0 1 -8 -8 L62 118 C62 104 66 92 84 84 Z" fill="${p.main}"/>` +
    `<rect x="62" y="118" width="76" height="36" fill="${WHITE}" opacity="0.9"/>` +
    `<path d="M88 136 l8 -10 l8 10 l8 -10 l8 10" stroke="${p.main}" stroke-width="4" fill="none"/>` +
    `<g fill="${p.light}"><circle cx="160" cy="48" r="4"/><circle cx="170" cy="58" r="3"/><circle cx="166" cy="40" r="3"/></g>` + shine(70, 96, 20),
  roll: (p) => shadow(60) +
    `<path d="M44 72 L156 72 L156 160 L44 160 Z" fill="#fafafa"/>` +
    `<ellipse cx="100" cy="160" rx="56" ry="16" fill="#eeeeee"/>` +
    `<ellipse cx="100" cy="72" rx="56" ry="16" fill="${WHITE}" stroke="#e0e0e0" stroke-width="2"/><ellipse cx="100" cy="72" rx="18" ry="6" fill="${p.light}"/>` +
    `<rect x="44" y="104" width="112" height="26" fill="${p.main}"/>` +
    `<path d="M44 160 C60 172 60 186 44 190" stroke="#e0e0e0" stroke-width="2" fill="none"/>`,
  babybottle: (p) => shadow(40) +
    `<path d="M90 20 C90 12 110 12 110 20 L112 40 L88 40 Z" fill="#f7c59f"/>` +
    `<rect x="78" y="40" width="44" height="18" rx="4" fill="${p.main}"/>` +
    `<path d="M74 58 L126 58 L132 70 L132 166 a10 10 0 0 1 -10 10 L78 176 a10 10 0 0 1 -10 -10 L68 70 Z" fill="${WHITE}" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M69 116 L131 116 L131 166 a9 9 0 0 1 -9 9 L78 175 a9 9 0 0 1 -9 -9 Z" fill="${p.light}"/>` +
    `<g stroke="${p.dark}" stroke-width="3" opacity="0.5"><path d="M110 84 L124 84"/><path d="M114 100 L124 100"/><path d="M110 116 L124 116"/><path d="M114 132 L124 132"/></g>`,
  paw: (p) => `<circle cx="100" cy="104" r="72" fill="${p.light}" opacity="0.55"/>` +
    `<path d="M100 104 C124 104 144 128 140 148 C136 164 116 156 100 156 C84 156 64 164 60 148 C56 128 76 104 100 104 Z" fill="${p.main}"/>` +
    `<ellipse cx="62" cy="94" rx="13" ry="17" fill="${p.main}" transform="rotate(-20 62 94)"/><ellipse cx="86" cy="68" rx="13" ry="18" fill="${p.main}" transform="rotate(-6 86 68)"/>` +
    `<ellipse cx="114" cy="68" rx="13" ry="18" fill="${p.main}" transform="rotate(6 114 68)"/><ellipse cx="138" cy="94" rx="13" ry="17" fill="${p.main}" transform="rotate(20 138 94)"/>`,
  wine: (p) => shadow(60) +
    `<path d="M58 18 L78 18 L78 62 C92 72 94 84 94 96 L94 168 a6 6 0 0 1 -6 6 L48 174 a6 6 0 0 1 -6 -6 L42 96 C42 84 44 72 58 62 Z" fill="#4a2c3a"/>` +
    `<rect x="56" y="14" width="24" height="22" rx="3" fill="${p.main}"/>` +
    `<rect x="42" y="110" width="52" height="40" fill="#f5ecd9"/><rect x="52" y="122" width="32" height="5" rx="2.5" fill="${p.main}"/><rect x="56" y="132" width="24" height="4" rx="2" fill="#4a2c3a" opacity="0.5"/>` +
    `<path d="M118 84 L170 84 C170 116 156 128 144 128 C132 128 118 116 118 84 Z" fill="${WHITE}" opacity="0.85" stroke="#cfd8dc" stroke-width="3"/>` +
    `<path d="M120 100 L168 100 C166 118 156 126 144 126 C132 126 122 118 120 100 Z" fill="${p.main}"/>` +
    `<path d="M144 128 L144 166 M126 170 L162 170" stroke="#cfd8dc" stroke-width="5" stroke-linecap="round"/>` + shine(49, 76, 22),
  beer: () => shadow(58) +
    `<path d="M132 84 C164 80 166 144 132 140" stroke="#cfd8dc" stroke-width="11" fill="none"/>` +
    `<rect x="52" y="64" width="84" height="110" rx="10" fill="#f2b233"/>` +
    `<rect x="52" y="64" width="84" height="110" rx="10" fill="none" stroke="#cfd8dc" stroke-width="6"/>` +
    `<path d="M48 70 C44 50 64 40 76 48 C82 34 106 34 112 46 C124 38 144 48 140 68 C140 76 132 80 124 76 L60 76 C52 80 48 76 48 70 Z" fill="#fffdf7"/>` +
    `<g fill="${WHITE}" opacity="0.7"><circle cx="74" cy="110" r="4"/><circle cx="96" cy="132" r="3"/><circle cx="112" cy="100" r="3.5"/><circle cx="84" cy="152" r="3"/></g>` +
    shine(64, 84, 70),
  liquor: (p) => shadow(64) +
    `<rect x="66" y="20" width="28" height="16" rx="3" fill="${p.dark}"/><rect x="70" y="34" width="20" height="22" fill="#cfd8dc"/>` +
    `<path d="M70 56 L90 56 C118 64 124 84 124 104 L124 164 a10 10 0 0 1 -10 10 L46 174 a10 10 0 0 1 -10 -10 L36 104 C36 84 42 64 70 56 Z" fill="#e3f2fd" stroke="#cfd8dc" stroke-width="3"/>` +
    `<path d="M38 118 L122 118 L122 164 a9 9 0 0 1 -9 9 L47 173 a9 9 0 0 1 -9 -9 Z" fill="#e6b45a" opacity="0.85"/>` +
    `<rect x="48" y="96" width="64" height="34" rx="4" fill="${p.main}"/><rect x="60" y="108" width="40" height="5" rx="2.5" fill="${WHITE}"/>` +
    `<path d="M140 130 L172 130 L168 174 L144 174 Z" fill="#e3f2fd" stroke="#cfd8dc" stroke-width="3"/><path d="M142 148 L170 148 L168 172 L144 172 Z" fill="#e6b45a" opacity="0.85"/>`,
  bowl: (p) => shadow(72) +
    `<circle cx="72" cy="92" r="16" fill="#e53935"/><circle cx="124" cy="86" r="14" fill="#fbc02d"/>` +
    `<path d="M56 100 C66 70 92 64 104 84 C114 62 146 70 150 100 Z" fill="#7cb342"/>` +
    `<circle cx="98" cy="92" r="11" fill="#fff3e0"/><circle cx="98" cy="92" r="5" fill="#fbc02d"/>` +
    `<path d="M30 100 L170 100 C170 144 140 168 100 168 C60 168 30 144 30 100 Z" fill="${p.main}"/>` +
    `<path d="M30 100 L170 100" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M50 120 C62 146 84 154 104 154" stroke="${WHITE}" stroke-width="6" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  pot: (p) => shadow(70) +
    `<path d="M42 92 L158 92 L152 160 a12 12 0 0 1 -12 12 L60 172 a12 12 0 0 1 -12 -12 Z" fill="${p.main}"/>` +
    `<rect x="24" y="102" width="22" height="10" rx="5" fill="${p.dark}"/><rect x="154" y="102" width="22" height="10" rx="5" fill="${p.dark}"/>` +
    `<path d="M36 92 C36 70 164 70 164 92 Z" fill="${p.dark}"/><rect x="88" y="62" width="24" height="10" rx="5" fill="${p.light}"/>` +
    `<path d="M72 54 C64 42 80 34 72 22 M100 50 C92 38 108 30 100 18 M128 54 C120 42 136 34 128 22" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.3"/>` +
    `<rect x="56" y="116" width="88" height="8" rx="4" fill="${WHITE}" opacity="0.3"/>`,
  box: (p) => shadow(64) +
    `<path d="M40 78 L100 58 L160 78 L100 98 Z" fill="${p.light}"/>` +
    `<path d="M40 78 L100 98 L100 172 L40 150 Z" fill="${p.main}"/>` +
    `<path d="M160 78 L100 98 L100 172 L160 150 Z" fill="${p.dark}"/>` +
    `<path d="M70 68 L130 88 L130 108 L118 104 L118 86 L58 66 Z" fill="#f5e6c8"/>`,
  truck: (p) => `<ellipse cx="100" cy="172" rx="84" ry="8" fill="#000" opacity="0.08"/>` +
    `<rect x="16" y="70" width="104" height="84" rx="8" fill="${p.main}"/>` +
    `<path d="M120 94 L158 94 L184 122 L184 154 L120 154 Z" fill="${p.dark}"/>` +
    `<path d="M130 102 L154 102 L172 122 L130 122 Z" fill="${p.light}"/>` +
    `<circle cx="50" cy="158" r="16" fill="#37474f"/><circle cx="50" cy="158" r="6" fill="#cfd8dc"/>` +
    `<circle cx="152" cy="158" r="16" fill="#37474f"/><circle cx="152" cy="158" r="6" fill="#cfd8dc"/>` +
    `<rect x="30" y="92" width="76" height="10" rx="5" fill="${WHITE}" opacity="0.85"/><rect x="30" y="110" width="52" height="8" rx="4" fill="${WHITE}" opacity="0.6"/>`,
  percent: (p) => `<circle cx="100" cy="104" r="72" fill="${p.main}"/>` +
    `<circle cx="72" cy="76" r="17" fill="none" stroke="${WHITE}" stroke-width="11"/><circle cx="128" cy="132" r="17" fill="none" stroke="${WHITE}" stroke-width="11"/>` +
    `<path d="M136 62 L64 146" stroke="${WHITE}" stroke-width="12" stroke-linecap="round"/>`,
  spoon: (p) => `<g transform="rotate(-35 100 100)">` +
    `<ellipse cx="100" cy="58" rx="30" ry="40" fill="${p.main}"/><ellipse cx="92" cy="50" rx="9" ry="18" fill="${WHITE}" opacity="0.4"/>` +
    `<rect x="92" y="92" width="16" height="92" rx="8" fill="${p.dark}"/></g>`,
};

/** The pictogram as SVG elements in a 200×200 box. */
export function pictogram(kind: Pictogram, colours: Palette): string {
  return (DRAW[kind] ?? DRAW.box)(colours);
}

// Keywords of titles (news, good sets, discounts) to a fitting pictogram; first match wins.
const KEYWORDS: [RegExp, Pictogram][] = [
  [/салат|зелен/i, 'bowl'], [/суп|горяч|кулинар/i, 'pot'], [/пирог|выпечк|пирож/i, 'pie'], [/хлеб|батон/i, 'bread'],
  [/торт|пирожн|десерт|сладк/i, 'cake'], [/пельмен|полуфабрикат|варени/i, 'dumpling'], [/фарш|мяс|шашлык/i, 'meat'],
  [/птиц|куриц/i, 'drumstick'], [/молоч|молок|кефир/i, 'carton'], [/овощ|фрукт|урожа/i, 'apple'], [/фермер/i, 'greens'],
  [/доставк/i, 'truck'], [/кешб|скидк|акци|выгодн|карт/i, 'percent'], [/химия|для дома/i, 'detergent'],
  [/праздник|график/i, 'cake'], [/магазин|открыт/i, 'box'], [/собствен|ложк/i, 'spoon'],
];

export function pictogramFor(text: string, fallback: Pictogram = 'box'): Pictogram {
  return KEYWORDS.find(([re]) => re.test(text))?.[1] ?? fallback;
}
