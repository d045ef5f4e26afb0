import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnceLoaded } from './startOnceLoaded';

const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => vi.restoreAllMocks());

describe('startOnceLoaded', () => {
  it('starts once the code has loaded, and the stop it returns stops what started', async () => {
    const stopped = vi.fn();
    const start = vi.fn(() => stopped);
    const stop = startOnceLoaded(() => Promise.resolve('module'), start, 'the test service');
    expect(start).not.toHaveBeenCalled();
    await settle();
    expect(start).toHaveBeenCalledWith('module');
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('never starts what was stopped before its code arrived', async () => {
    const start = vi.fn(() => () => undefined);
    const stop = startOnceLoaded(() => Promise.resolve('module'), start, 'the test service');
    stop();
    await settle();
    expect(start).not.toHaveBeenCalled();
  });

  it('says on the console which code could not be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('chunk missing');
    startOnceLoaded(() => Promise.reject(failure), vi.fn(), 'the test service');
    await settle();
    expect(warn).toHaveBeenCalledWith('Could not load the test service', failure);
  });
});
