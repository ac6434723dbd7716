/**
 * The shape of the builder's data, as genDocs writes it (src/data/generated/recipe-builder/<id>.json).
 * Types only: nothing of genDocs reaches the browser.
 */
export type {
  BuilderField,
  BuilderGroup,
  BuilderGroupId,
  RecipeBuilderData,
} from '../../../genDocs/src/render/recipeBuilder';
