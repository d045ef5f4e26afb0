import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstDraw } from './AfterFirstDraw';

afterEach(cleanup);

describe('AfterFirstDraw', () => {
  it('draws the fallback first and mounts the children only in a later task', async () => {
    const mounted: string[] = [];
    function Page() {
      useEffect(() => void mounted.push('page'), []);
      return <p>The page</p>;
    }
    render(
      <AfterFirstDraw fallback={<p>Loading</p>}>
        <Page />
      </AfterFirstDraw>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('The page')).toBeNull();
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(mounted).toEqual(['page']);
  });
});
