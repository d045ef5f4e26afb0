import { addComment, replyToComment } from '../../data/comments';
import { createPost, createQuote, createThread } from '../../data/posts';
import type { ComposerPlan } from './composerSubmission';

/** Hands a checked plan to the offline-first data layer (which stores it and queues the upload). */
export async function sendComposerPlan(plan: ComposerPlan): Promise<void> {
  switch (plan.mode) {
    case 'post':
      await createPost(plan.draft);
      return;
    case 'quote':
      await createQuote(plan.quotedPostId, plan.content, plan.privacy);
      return;
    case 'thread':
      await createThread(plan.parts, plan.privacy);
      return;
    case 'reply':
      if (plan.parentCommentId) await replyToComment(plan.postId, plan.parentCommentId, plan.content);
      else await addComment(plan.postId, plan.content);
      return;
  }
}
