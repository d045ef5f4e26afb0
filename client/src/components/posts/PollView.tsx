import { useState } from 'react';
import { Check } from 'lucide-react';
import type { PollDto } from '@flock/shared';
import { voteInPoll } from '../../data/posts';
import { timeLeft } from './relativeTime';
import { useNow } from './useNow';
import { formatCount } from '../ui/numberFormats';
import './postMedia.css';

const votes = (n: number) => `${formatCount(n)} ${n === 1 ? 'vote' : 'votes'}`;

/**
 * A poll: the options as buttons until the member votes; afterwards (or once it has ended) bars with
 * percentages, the member's choice marked, the total and the time left or "Final results".
 */
export function PollView({ postId, poll }: { postId: string; poll: PollDto }) {
  const now = useNow();
  const [error, setError] = useState<string | null>(null);
  const [voting, setVoting] = useState(false);
  const left = poll.isClosed ? null : timeLeft(poll.endsAt, now);
  const ended = left === null;
  const showResults = poll.hasVoted || ended;

  const vote = async (optionId: string) => {
    setError(null);
    setVoting(true);
    try {
      await voteInPoll(postId, optionId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not record your vote');
    } finally {
      setVoting(false);
    }
  };

  return (
    <div className="post-poll" role="group" aria-label="Poll">
      {showResults ? (
        <ul className="post-poll-results">
          {poll.options.map((option) => {
            const mine = poll.userVotedOption === option.id;
            const percentage = Math.round(option.percentage);
            return (
              <li key={option.id} className={`post-poll-result${mine ? ' is-mine' : ''}`}>
                <span className="post-poll-bar" style={{ width: `${percentage}%` }} aria-hidden="true" />
                <span className="post-poll-text">
                  {option.optionText}
                  {mine && (
                    <>
                      <Check size={16} aria-hidden="true" className="post-poll-check" />
                      <span className="visually-hidden"> (your vote)</span>
                    </>
                  )}
                </span>
                <span className="post-poll-percentage">{percentage}%</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="post-poll-options">
          {poll.options.map((option) => (
            <button
              key={option.id}
              type="button"
              className="post-poll-option"
              disabled={voting}
              onClick={() => void vote(option.id)}
            >
              {option.optionText}
            </button>
          ))}
        </div>
      )}
      <p className="post-poll-footer">
        {votes(poll.totalVotes)}
        <span aria-hidden="true"> · </span>
        {ended ? 'Final results' : left}
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
