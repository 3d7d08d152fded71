// The pictures of the five pre-order steps: inline SVG in the theme's colours (classes of the CSS
// module read the design tokens), so they follow the good-spoon theme and cost no extra request.
import s from './step-illustrations.module.css';

const frame = { viewBox: '0 0 160 120', width: 160, height: 120, 'aria-hidden': true, focusable: false } as const;

export function ShopIllustration() {
  return (
    <svg {...frame} className={s.ill}>
      <circle cx="80" cy="64" r="52" className={s.soft} />
      <path d="M28 103h104" className={s.stroke} />
      <rect x="40" y="52" width="80" height="51" rx="3" className={`${s.paper} ${s.line}`} />
      <rect x="48" y="64" width="17" height="15" rx="2" className={`${s.tint} ${s.line}`} />
      <rect x="95" y="64" width="17" height="15" rx="2" className={`${s.tint} ${s.line}`} />
      <rect x="70" y="70" width="20" height="33" rx="2" className={`${s.accent} ${s.line}`} />
      <circle cx="85" cy="87" r="1.8" className={s.paper} />
      <path d="M34 40h92v12a6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0 6 6 0 0 1-11.5 0z" className={`${s.accent} ${s.line}`} />
      <path d="M57 40v13M80 40v13M103 40v13" className={s.paperLine} />
      <path d="M126 45s-13-12.5-13-22a13 13 0 0 1 26 0c0 9.5-13 22-13 22z" className={`${s.sale} ${s.line}`} />
      <circle cx="126" cy="23" r="4.5" className={s.paper} />
    </svg>
  );
}

export function GoodsIllustration() {
  return (
    <svg {...frame} className={s.ill}>
      <circle cx="80" cy="64" r="52" className={s.soft} />
      <rect x="55" y="24" width="16" height="38" rx="5" className={`${s.paper} ${s.line}`} />
      <rect x="59" y="15" width="8" height="11" rx="2" className={`${s.tint} ${s.line}`} />
      <path d="M55 38h16" className={s.stroke} />
      <rect x="72" y="28" width="14" height="40" rx="7" transform="rotate(28 79 48)" className={`${s.warm} ${s.line}`} />
      <circle cx="100" cy="46" r="12" className={`${s.sale} ${s.line}`} />
      <path d="M100 34c0-5 3-8 7-9" className={s.stroke} />
      <path d="M103 30c4-4 9-4 11-1-3 3-8 4-11 1z" className={`${s.accent} ${s.line}`} />
      <path d="M38 60h84l-9.5 38a6 6 0 0 1-5.8 4.5H53.3a6 6 0 0 1-5.8-4.5z" className={`${s.accent} ${s.line}`} />
      <rect x="32" y="54" width="96" height="10" rx="5" className={`${s.paper} ${s.line}`} />
      <path d="M62 72v20M80 72v20M98 72v20" className={s.paperLine} />
    </svg>
  );
}

export function PaymentIllustration() {
  return (
    <svg {...frame} className={s.ill}>
      <circle cx="80" cy="64" r="52" className={s.soft} />
      <g transform="rotate(-10 62 70)">
        <rect x="24" y="50" width="76" height="42" rx="6" className={`${s.tint} ${s.line}`} />
        <circle cx="62" cy="71" r="11" className={`${s.paper} ${s.line}`} />
        <path d="M59 77V64.5h5a3.5 3.5 0 0 1 0 7h-7.5M56.5 74.5h7" className={s.thin} />
        <path d="M31 58h8M85 84h8" className={s.stroke} />
      </g>
      <rect x="66" y="30" width="74" height="48" rx="8" className={`${s.accent} ${s.line}`} />
      <rect x="76" y="42" width="15" height="11" rx="2" className={`${s.warm} ${s.line}`} />
      <path d="M76 66h12M94 66h12M112 66h12" className={s.paperLine} />
      <ellipse cx="122" cy="98" rx="15" ry="5" className={`${s.warm} ${s.line}`} />
      <path d="M107 91v7M137 91v7" className={s.stroke} />
      <ellipse cx="122" cy="91" rx="15" ry="5" className={`${s.warm} ${s.line}`} />
    </svg>
  );
}

export function DeliveryIllustration() {
  return (
    <svg {...frame} className={s.ill}>
      <circle cx="80" cy="64" r="52" className={s.soft} />
      <path d="M6 56h12M2 68h14M8 80h10" className={s.stroke} />
      <rect x="22" y="40" width="66" height="46" rx="5" className={`${s.accent} ${s.line}`} />
      <path d="M88 52h18l12 14v20H88z" className={`${s.paper} ${s.line}`} />
      <path d="M94 57h10l7 9H94z" className={`${s.tint} ${s.line}`} />
      <path d="M36 54h26M36 63h18" className={s.paperLine} />
      <circle cx="42" cy="88" r="9" className={`${s.ink} ${s.line}`} />
      <circle cx="42" cy="88" r="3.5" className={s.paper} />
      <circle cx="104" cy="88" r="9" className={`${s.ink} ${s.line}`} />
      <circle cx="104" cy="88" r="3.5" className={s.paper} />
      <path d="M126 62h24l-2.5 36h-19z" className={`${s.warm} ${s.line}`} />
      <path d="M132 62v-5a6 6 0 0 1 12 0v5" className={s.stroke} />
      <path d="M18 97h122" className={s.stroke} />
    </svg>
  );
}

export function TimeIllustration() {
  return (
    <svg {...frame} className={s.ill}>
      <circle cx="80" cy="64" r="52" className={s.soft} />
      <rect x="22" y="30" width="70" height="64" rx="8" className={`${s.paper} ${s.line}`} />
      <path d="M22 38a8 8 0 0 1 8-8h54a8 8 0 0 1 8 8v9H22z" className={`${s.accent} ${s.line}`} />
      <path d="M38 24v12M76 24v12" className={s.stroke} />
      <g className={s.tint}>
        <rect x="31" y="55" width="10" height="9" rx="2" />
        <rect x="45" y="55" width="10" height="9" rx="2" />
        <rect x="59" y="55" width="10" height="9" rx="2" />
        <rect x="31" y="70" width="10" height="9" rx="2" />
        <rect x="59" y="70" width="10" height="9" rx="2" />
        <rect x="73" y="70" width="10" height="9" rx="2" />
      </g>
      <rect x="45" y="70" width="10" height="9" rx="2" className={s.sale} />
      <circle cx="114" cy="74" r="30" className={`${s.paper} ${s.line}`} />
      <path d="M114 74V46a28 28 0 0 1 24.2 14z" className={s.accent} opacity=".85" />
      <circle cx="114" cy="74" r="30" className={s.stroke} />
      <path d="M114 74V56M114 74l11 7" className={s.hand} />
      <circle cx="114" cy="74" r="3" className={s.ink} />
    </svg>
  );
}
