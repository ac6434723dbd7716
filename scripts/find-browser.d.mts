export function findBrowser(): Promise<{path: string; source: string}>;
export const chromiumArgs: string[];
