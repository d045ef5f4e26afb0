import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PollView } from './PollView';
import { makePoll } from '../../test/fixtures';

const posts = vi.hoisted(() => ({ voteInPoll: vi.fn(() => Promise.resolve()) }));
vi.mock('../../data/posts', () => posts);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PollView', () => {
  it('offers the options as buttons and votes through the data layer', async () => {
    render(<PollView postId="post-1" poll={makePoll()} />);
    const poll = screen.getByRole('group', { name: 'Poll' });
    expect(
      within(poll)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tabs', 'Spaces']);
    expect(within(poll).queryByText('75%')).toBeNull();
    expect(poll.textContent).toContain('4 votes · 2 days left');
    await act(async () => {
      fireEvent.click(within(poll).getByRole('button', { name: 'Spaces' }));
    });
    expect(posts.voteInPoll).toHaveBeenCalledWith('post-1', 'o2');
  });

  it('shows percentages and the member’s choice after voting', () => {
    render(<PollView postId="post-1" poll={makePoll({ hasVoted: true, userVotedOption: 'o2' })} />);
    expect(screen.queryByRole('button')).toBeNull();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Tabs75%', 'Spaces (your vote)25%']);
  });

  it('shows final results once the poll has ended, voted or not', () => {
    render(
      <PollView postId="post-1" poll={makePoll({ endsAt: new Date(Date.now() - 1000).toISOString() })} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Final results/)).toBeTruthy();
    cleanup();
    render(<PollView postId="post-1" poll={makePoll({ isClosed: true, totalVotes: 1 })} />);
    expect(screen.getByRole('group').textContent).toContain('1 vote · Final results');
  });

  it('shows the reason a vote was refused', async () => {
    posts.voteInPoll.mockImplementationOnce(() => Promise.reject(new Error('This poll has ended')));
    render(<PollView postId="post-1" poll={makePoll()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tabs' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('This poll has ended');
  });
});
