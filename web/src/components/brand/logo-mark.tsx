import { type SVGProps } from 'react';

/** The product mark: a house whose door is a bookmark, on a teal tile. Decorative by default. */
export function LogoMark({ size = 32, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...rest}>
      <rect width="48" height="48" rx="12" fill="#0c766a" />
      <path
        d="M11 23.5 24 12.5l13 11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M15 21.5V34a2.5 2.5 0 0 0 2.5 2.5h13A2.5 2.5 0 0 0 33 34V21.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinejoin="round"
      />
      <path d="M20.5 25.5h7v11l-3.5-2.8-3.5 2.8z" fill="#ffd43b" />
    </svg>
  );
}
