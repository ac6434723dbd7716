import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {mdxToMarkdown} from './convert';
async function main() {
  const files: string[] = [];
  for (const root of ['docs', 'versioned_docs']) for (const f of readdirSync(root, {recursive: true})) if (/\.mdx?$/.test(String(f))) files.push(join(root, String(f)));
  let bad = 0; const t = Date.now();
  for (const file of files) {
    try {
      const out = await mdxToMarkdown(readFileSync(file, 'utf8'), {title: 'T', resolveLink: (h) => h.startsWith('http') ? h : 'https://x/' + h, resolveImage: (s) => 'https://img/' + s});
      // strip code
      const prose = out.replace(/^(\s*(?:>\s*)?)(`{3,}|~{3,})[\s\S]*?^\s*(?:>\s*)?\2\s*$/gm, '').replace(/`[^`\n]*`/g, '');
      const m = prose.match(/^\s*(import|export)\s.*$|<\/?[A-Za-z][A-Za-z0-9.]*(\s[^>]*)?\/?>|\{\/\*|className=/m);
      if (m) { bad++; if (bad < 15) console.log(file, JSON.stringify(m[0]).slice(0, 150)); }
    } catch (e) { bad++; console.log('ERR', file, (e as Error).message); }
  }
  console.log(files.length, 'files', bad, 'bad', Date.now() - t, 'ms');
}
main();
