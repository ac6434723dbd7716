import {z} from 'zod';
import {CAPABILITIES, SOURCE_CATEGORIES, SUPPORT_STATUSES} from './capabilities';
import {identifier, modelName, slug, text} from './common';

/** Types of recipe config fields, close to the pydantic types of DataHub's config classes. */
export const CONFIG_FIELD_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'enum',
  'object',
  'array',
  'map',
  'any',
] as const;
export type ConfigFieldType = (typeof CONFIG_FIELD_TYPES)[number];
/** What arrays and maps hold. */
export const CONFIG_ITEM_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'any'] as const;
/**
 * Groups of the recipe builder's form, in the order it shows them. A top-level field is placed by its
 * name (genDocs/src/render/recipeBuilder.ts); `group` in the data overrides that. Required fields always
 * come first, whatever their group.
 */
export const CONFIG_FIELD_GROUPS = [
  'connection',
  'extraction',
  'filtering',
  'lineage',
  'usage',
  'profiling',
  'governance',
  'platform',
  'stateful',
  'other',
] as const;
export type ConfigFieldGroup = (typeof CONFIG_FIELD_GROUPS)[number];

const scalarDefault = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const defaultValue = z.union([scalarDefault, z.array(scalarDefault), z.record(z.string(), z.unknown())]);

export interface ConfigField {
  name: string;
  type: ConfigFieldType;
  items?: (typeof CONFIG_ITEM_TYPES)[number];
  required: boolean;
  default?: z.infer<typeof defaultValue>;
  description: string;
  allowedValues?: (string | number)[];
  deprecated?: boolean;
  /** The recipe builder's group for a top-level field, when its name places it wrongly. */
  group?: ConfigFieldGroup;
  /** Whether the builder writes the field as an environment variable; decided from the name when not set. */
  secret?: boolean;
  fields?: ConfigField[];
}

/** One config field of a recipe's `source.config`; objects list their own fields. */
export const configFieldSchema: z.ZodType<ConfigField> = z
  .object({
    name: identifier,
    type: z.enum(CONFIG_FIELD_TYPES),
    items: z.enum(CONFIG_ITEM_TYPES).optional(),
    required: z.boolean().default(false),
    default: defaultValue.optional(),
    description: text,
    allowedValues: z
      .array(z.union([z.string(), z.number()]))
      .min(1)
      .optional(),
    deprecated: z.boolean().optional(),
    group: z.enum(CONFIG_FIELD_GROUPS).optional(),
    secret: z.boolean().optional(),
    get fields() {
      return z.array(configFieldSchema).min(1).optional();
    },
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.type === 'enum' && !field.allowedValues) {
      ctx.addIssue({code: 'custom', path: ['allowedValues'], message: 'an enum field must list its allowedValues'});
    }
    if (field.type !== 'enum' && field.allowedValues) {
      ctx.addIssue({code: 'custom', path: ['allowedValues'], message: 'only enum fields take allowedValues'});
    }
    if ((field.type === 'array' || field.type === 'map') && !field.items) {
      ctx.addIssue({code: 'custom', path: ['items'], message: `a ${field.type} field must say what it holds in items`});
    }
    if (field.type !== 'array' && field.type !== 'map' && field.items) {
      ctx.addIssue({code: 'custom', path: ['items'], message: 'only array and map fields take items'});
    }
    const holdsObjects =
      field.type === 'object' || ((field.type === 'array' || field.type === 'map') && field.items === 'object');
    if (field.fields && !holdsObjects) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'only object fields (or arrays and maps of objects) have nested fields',
      });
    }
    if (field.secret && field.type !== 'string') {
      ctx.addIssue({code: 'custom', path: ['secret'], message: 'only string fields can be secret'});
    }
    if (field.required && field.default !== undefined) {
      ctx.addIssue({code: 'custom', path: ['default'], message: 'a required field has no default'});
    }
    if (field.type === 'enum' && field.allowedValues && field.default !== undefined && field.default !== null) {
      if (!field.allowedValues.includes(field.default as string | number)) {
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          message: `default must be one of the allowedValues (${field.allowedValues.join(', ')})`,
        });
      }
    }
  });

const codeSample = z
  .object({
    language: z.enum(['sql', 'shell', 'text', 'json', 'yaml']),
    content: z.string().trim().min(1, 'must not be empty'),
  })
  .strict();

export const sourceSchema = z
  .object({
    /** The platform's public id: the URL slug and the file name; also the recipe `source.type` unless recipeType says otherwise. */
    id: slug,
    /** The recipe `source.type` when it differs from id (metadata-file reads with `file`, databricks with `unity-catalog`). */
    recipeType: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'must be a recipe source type')
      .optional(),
    name: text,
    category: z.enum(SOURCE_CATEGORIES),
    status: z.enum(SUPPORT_STATUSES),
    /** DataHub data platform id (urn:li:dataPlatform:<platform>); defaults to id. */
    platform: slug.optional(),
    /** One sentence for cards, search results and link previews. */
    description: text.max(200, 'must be at most 200 characters'),
    /** Paragraphs that open the page. */
    overview: z.array(text).min(1),
    logo: z
      .object({
        monogram: z.string().regex(/^[A-Za-z0-9]{1,3}$/, 'must be 1 to 3 letters or digits'),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
      })
      .strict(),
    /** The pip extra: pip install 'acryl-datahub[<extra>]'. */
    install: z.object({extra: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a pip extra name')}).strict(),
    capabilities: z
      .array(
        z.object({capability: z.enum(CAPABILITIES), note: text.max(240, 'must be at most 240 characters')}).strict(),
      )
      .min(1),
    prerequisites: z.array(z.object({title: text, description: text, code: codeSample.optional()}).strict()).min(1),
    config: z.array(configFieldSchema).min(1),
    /** A complete recipe (YAML) that uses only declared config fields. */
    recipe: z.string().min(1, 'must not be empty'),
    limitations: z.array(text),
    related: z
      .object({
        /** Doc id of a quick-ingestion guide, such as quick-ingestion-guides/snowflake/overview. */
        guide: z
          .string()
          .regex(/^[a-z0-9_\-/]+$/, 'must be a doc id')
          .optional(),
        /** Entities the source emits, by metadata model name. */
        entities: z.array(modelName).min(1),
      })
      .strict(),
  })
  .strict();

export type Source = z.infer<typeof sourceSchema>;
