/**
 * The shared schemas that check a post, quote, thread or comment before it is queued, imported on the
 * first such write (`loadPostInputSchemas` in postInputs.ts) and never statically.
 */
export {
  CommentCreateSchema,
  PostCreateSchema,
  QuotePostCreateSchema,
  ThreadCreateSchema,
} from '@flock/shared';
