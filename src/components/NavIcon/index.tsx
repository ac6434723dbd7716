import React, {type ReactNode} from 'react';

/**
 * Small line icons for navbar cards. Inline SVG: no icon font or outside
 * request, and each inherits the text colour.
 */
const paths = {
  video: <path d="M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm12 4 5-3v10l-5-3" />,
  lightbulb: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z" />
  ),
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4a3 3 0 0 0 4 4m8-4h4a3 3 0 0 1-4 4m-4 3v4m-4 4h8m-6 0 1-4h2l1 4" />,
  book: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13" />,
  youtube: (
    <path d="M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5v-7ZM10 9v6l5-3-5-3Z" />
  ),
  slack: (
    <path d="M9 3a2 2 0 0 0 0 4h2V5a2 2 0 0 0-2-2Zm-4 6a2 2 0 0 0 0 4h4V9H5Zm10-6a2 2 0 0 0-2 2v4h2a2 2 0 0 0 0-4V5M19 9a2 2 0 0 0-2 2v2h2a2 2 0 0 0 0-4Zm-6 6v4a2 2 0 0 0 4 0 2 2 0 0 0-2-2V15h-2Zm-2 0H9a2 2 0 0 0 0 4 2 2 0 0 0 2-2v-2Zm-6 0a2 2 0 0 0 0 4 2 2 0 0 0 2-2v-2H5Z" />
  ),
  calendar: <path d="M4 6h16v14H4V6Zm0 4h16M8 3v5m8-5v5" />,
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />,
  pen: <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />,
} as const satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof paths;
export const navIconNames = Object.keys(paths) as NavIconName[];

export default function NavIcon({name, size = 20}: {name: NavIconName; size?: number}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {paths[name]}
    </svg>
  );
}
