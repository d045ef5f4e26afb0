import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifiedBadge } from './VerifiedBadge';

afterEach(cleanup);

describe('VerifiedBadge', () => {
  it('shows the tick with its tooltip for isPremium or a premium subscription', () => {
    render(
      <>
        <VerifiedBadge member={{ isPremium: true, subscriptionType: 'basic' }} />
        <VerifiedBadge member={{ isPremium: false, subscriptionType: 'premium' }} tone="yellow" />
      </>,
    );
    const badges = screen.getAllByRole('img', { name: 'Verified Premium User' });
    expect(badges).toHaveLength(2);
    expect(badges[0]!.dataset.tooltip).toBe('Verified Premium User');
    expect(badges[1]!.className).toContain('verified-badge-yellow');
    expect(badges[0]!.getAttribute('tabindex')).toBeNull();
  });

  it('shows nothing for a basic member or nobody', () => {
    const { container } = render(
      <>
        <VerifiedBadge member={{ isPremium: false, subscriptionType: 'basic' }} />
        <VerifiedBadge member={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('can be reached by keyboard where it stands alone', () => {
    render(<VerifiedBadge member={{ isPremium: true }} focusable />);
    expect(screen.getByRole('img').getAttribute('tabindex')).toBe('0');
  });
});
