/**
 * What the plugin hands its worker process: the docs of every version (from
 * the docs plugin's loaded content), their sidebars and the site settings.
 * Plain JSON.
 */

export type SidebarItem =
  | {type: 'doc'; id: string; label?: string}
  | {type: 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'html'};

export interface ManifestDoc {
  id: string;
  title: string;
  description: string;
  /** URL path with the base URL, as the docs plugin gives it. */
  permalink: string;
  /** Absolute path of the Markdown / MDX source. */
  sourceFile: string;
  unlisted: boolean;
}

/** A category page listing its items (`link: {type: 'generated-index'}` in the sidebar). */
export interface ManifestCategoryIndex {
  title: string;
  description?: string;
  permalink: string;
  sidebar: string;
}

export interface ManifestVersion {
  /** "current" for the docs/ folder, else the version number. */
  name: string;
  label: string;
  isLast: boolean;
  docs: ManifestDoc[];
  categoryIndices: ManifestCategoryIndex[];
  sidebars: Record<string, SidebarItem[]>;
}

export interface Manifest {
  outDir: string;
  /** Public origin, no trailing slash: "https://docs.datahub.com". */
  siteOrigin: string;
  /** "/" or "/sub/". */
  baseUrl: string;
  siteTitle: string;
  /** One or two sentences for the llms.txt summary. */
  summary: string;
  versions: ManifestVersion[];
  /** Where the copies of the last build are kept (cache.ts); absent, every page is converted. */
  cacheDir?: string;
  /** package-lock.json: the parser's versions are part of what a copy depends on. */
  lockFile?: string;
  /** Other pages a doc may link to by file (blog posts): source file and permalink. */
  otherPages: {sourceFile: string; permalink: string}[];
}
