import React, {type ReactNode} from 'react';
import type {SourceCategory} from './sources';

/** One small line icon per category; no logo files exist, so cards pair it with a monogram. */
const PATHS: Record<SourceCategory, string> = {
  'Data Warehouse':
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3v12c0 1.7-3.6 3-8 3s-8-1.3-8-3V6zm0 0c0 1.7 3.6 3 8 3s8-1.3 8-3M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  Database: 'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3v12c0 1.7-3.1 3-7 3s-7-1.3-7-3V6zm0 0c0 1.7 3.1 3 7 3s7-1.3 7-3',
  'Data Lake':
    'M3 15c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2M3 19c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2M12 3l4 7H8l4-7z',
  'BI & Analytics': 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  Streaming: 'M3 8c3 0 3-3 6-3s3 3 6 3 3-3 6-3M3 14c3 0 3-3 6-3s3 3 6 3 3-3 6-3M3 20c3 0 3-3 6-3s3 3 6 3 3-3 6-3',
  Orchestration:
    'M6 4a2 2 0 110 4 2 2 0 010-4zm12 6a2 2 0 110 4 2 2 0 010-4zM6 16a2 2 0 110 4 2 2 0 010-4zM8 6h4l4 5M8 18h4l4-5',
  Transformation: 'M4 7h12l-3-3m7 13H8l3 3',
  'ML Platform': 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zm0 0v18M4 7.5l16 9m0-9l-16 9',
  'Data Quality': 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3zm-3 9l2 2 4-4',
  Identity: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9c0-3.9 3.1-7 7-7s7 3.1 7 7',
  'Metadata & Catalog': 'M5 4h11l3 3v13H5V4zm3 5h8m-8 4h8m-8 4h5',
  Other: 'M12 3a9 9 0 110 18 9 9 0 010-18zm-4 9h.01M12 12h.01M16 12h.01',
};

export default function CategoryIcon({category, className}: {category: SourceCategory; className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[category]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
