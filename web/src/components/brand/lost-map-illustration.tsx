import { type SVGProps } from 'react';

/**
 * 404 illustration: a folded map whose dotted trail ends at a question mark. `title` gives it an
 * accessible name; without one it is decorative.
 */
export function LostMapIllustration({ title, ...rest }: SVGProps<SVGSVGElement> & { title?: string }) {
  return (
    <svg viewBox="0 0 320 220" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...rest}>
      {title ? <title>{title}</title> : null}
      <ellipse cx="160" cy="200" rx="120" ry="10" fill="#e9ecef" />
      <circle cx="160" cy="108" r="96" fill="#e6f7f5" />
      <g stroke="#66cec0" strokeWidth="2" strokeLinejoin="round">
        <path d="M58 62 110 46v128l-52 16z" fill="#fff" />
        <path d="M110 46l52 16v128l-52-16z" fill="#ccefea" />
        <path d="M162 62l52-16v128l-52 16z" fill="#fff" />
        <path d="M214 46l52 16v128l-52-16z" fill="#ccefea" />
      </g>
      <path
        d="M74 92c10-6 22-4 30 4M178 150c12 8 28 8 40-2M222 84c8 6 18 8 28 4"
        fill="none"
        stroke="#99dfd5"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M80 160c18-22 40-30 58-14s34 22 48 2 22-46 44-52"
        fill="none"
        stroke="#0c766a"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />
      <path d="M72 152l14 14m0-14-14 14" stroke="#fa5252" strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(232 36)">
        <path d="M0 60C-18 38-26 26-26 14a26 26 0 0 1 52 0c0 12-8 24-26 46z" fill="#0c766a" />
        <circle cx="0" cy="14" r="15" fill="#fff" />
        <text
          x="0"
          y="21"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="21"
          fontWeight="800"
          fill="#0c766a"
        >
          ?
        </text>
      </g>
    </svg>
  );
}
