import {readFileSync} from 'node:fs';
import {mdxToMarkdown} from './convert';
const file = process.argv[2];
mdxToMarkdown(readFileSync(file, 'utf8'), {
  title: 'TITLE',
  resolveLink: (h) => (/^[a-z]+:/.test(h) ? h : `RESOLVED(${h})`),
  resolveImage: (s) => `IMG(${s})`,
}).then((out) => console.log(out));
