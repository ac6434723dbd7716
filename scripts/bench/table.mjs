// Helpers shared by the bench steps (scripts/bench.mjs): the median and middle half, kilobytes, and the Markdown tables they print.

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The middle half of the values: the first and third quartiles (nearest rank). */
export const middleHalf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor((sorted.length - 1) / 4)], sorted[Math.ceil(((sorted.length - 1) * 3) / 4)]];
};
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`,
  );
}
