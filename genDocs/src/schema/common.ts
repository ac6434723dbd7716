import {z} from 'zod';

/** One line or paragraph of prose. Rendered literally: Markdown and HTML in it are escaped. */
export const text = z.string().trim().min(1, 'must not be empty');

/** Lower-case id used in URLs and file names: snowflake, google-sheets. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single dashes');

/** A metadata model name in camel case: dataset, dataJob, corpuser, glossaryTerm. */
export const modelName = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'must be camelCase letters and digits, starting lower-case');

/** A field or config key as it appears in Python or PDL: account_id, lastModified. */
export const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be letters, digits and underscores');
