import {z} from 'zod';
import {identifier, modelName, text} from './common';

export interface AspectField {
  name: string;
  type: string;
  required: boolean;
  description: string;
  deprecated?: boolean;
  relationship?: {name: string; entities: string[]};
  fields?: AspectField[];
}

/** One field of an aspect, as in its PDL record; records list their own fields. */
export const aspectFieldSchema: z.ZodType<AspectField> = z
  .object({
    name: identifier,
    /** The PDL type: string, long, Urn, AuditStamp, array[Owner], map[string, string]. */
    type: z
      .string()
      .regex(
        /^[A-Za-z][A-Za-z0-9_]*(\[[A-Za-z0-9_, [\]]+\])?$/,
        'must be a PDL type such as string, Urn or array[Owner]',
      ),
    required: z.boolean(),
    description: text,
    deprecated: z.boolean().optional(),
    /** A @Relationship annotation: the edge name and the entity types it may point at. */
    relationship: z
      .object({
        name: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a relationship name such as OwnedBy'),
        entities: z.array(modelName).min(1),
      })
      .strict()
      .optional(),
    get fields() {
      return z.array(aspectFieldSchema).min(1).optional();
    },
  })
  .strict();

export const aspectSchema = z
  .object({
    name: modelName,
    description: text,
    /** key: the entity key; versioned: a normal aspect; timeseries: written as a time series. */
    kind: z.enum(['key', 'versioned', 'timeseries']),
    /** Empty only for an aspect the registry reserves without fields yet (dataHubPersonaInfo). */
    fields: z.array(aspectFieldSchema),
  })
  .strict();

export type Aspect = z.infer<typeof aspectSchema>;

export const entitySchema = z
  .object({
    /** The entity name of the registry (entity-registry.yml): dataset, dataJob, corpuser. */
    name: modelName,
    displayName: text,
    category: z.enum(['core', 'internal']),
    description: z.array(text).min(1),
    urn: z
      .object({
        format: z.string().regex(/^urn:li:/, 'must start with urn:li:'),
        example: z.string().regex(/^urn:li:\S+$/, 'must be a URN without spaces'),
        parts: z.array(z.object({name: text, description: text}).strict()).min(1),
      })
      .strict(),
    keyAspect: modelName,
    /** Every aspect but the key one; empty for an entity that only has its key (dataHubAction). */
    aspects: z.array(modelName),
    searchable: z.boolean(),
    browsable: z.boolean(),
    /** The object type of the GraphQL API that represents the entity. */
    graphqlType: z
      .string()
      .regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a GraphQL type name')
      .optional(),
  })
  .strict();

export type Entity = z.infer<typeof entitySchema>;
