export const BUILD_NODE_FLAGS: string[];
export const DOCUSAURUS_CLI: string;
export function docusaurusBuild(args: string[]): [string, string[]];
