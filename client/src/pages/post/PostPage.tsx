import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { PostCard } from '../../components/posts/PostCard';
import { Spinner } from '../../components/ui/LoadingScreen';
import { usePost } from '../../data/posts';
import { useThread } from '../../data/threads';
import { PostLoadError, PostNotFound } from './PostStates';
import { PostThread } from './PostThread';
import './PostPage.css';

/** /post/:id: one post with its comments open; a part of a thread shows with the whole thread. */
export default function PostPage({ postId }: { postId: string }) {
  const { post, status, retry } = usePost(postId);
  const thread = useThread(post?.threadId ?? null);
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };
  return (
    <section className="section post-page" aria-labelledby="section-title">
      <header className="post-page-header">
        <button type="button" className="icon-btn" aria-label="Back" onClick={back}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <h1 id="section-title" className="section-title">
          Post
        </h1>
      </header>
      {post?.threadId ? (
        <PostThread key={post.id} post={post} thread={thread} onDeleted={() => navigate('/dashboard')} />
      ) : post ? (
        <PostCard key={post.id} post={post} commentsOpen onDeleted={() => navigate('/dashboard')} />
      ) : status === 'not-found' ? (
        <PostNotFound />
      ) : status === 'error' ? (
        <PostLoadError onRetry={retry} />
      ) : (
        <div className="section-loading">
          <Spinner label="Loading post" />
        </div>
      )}
    </section>
  );
}
