import { describe, expect, it, vi } from 'vitest';
import { getCurrentCoordinates, LOCATION_ERRORS, POSITION_OPTIONS } from './currentPosition';

function fakeGeolocation(
  answer: { coords: { latitude: number; longitude: number } } | { code: number },
): Geolocation & { getCurrentPosition: ReturnType<typeof vi.fn> } {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('coords' in answer) success(answer as GeolocationPosition);
    else failure?.(answer as GeolocationPositionError);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as never;
}

describe('getCurrentCoordinates', () => {
  it('rounds to 4 decimals and asks with a 10 s timeout and a 60 s cache', async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 12.345678, longitude: -77.000051 } });
    await expect(getCurrentCoordinates(geolocation)).resolves.toEqual({
      latitude: 12.3457,
      longitude: -77.0001,
    });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 10_000,
      maximumAge: 60_000,
    });
    expect(POSITION_OPTIONS).toEqual({ timeout: 10_000, maximumAge: 60_000 });
  });

  it('says why the lookup failed', async () => {
    await expect(getCurrentCoordinates(undefined)).rejects.toThrow(LOCATION_ERRORS.unsupported);
    await expect(getCurrentCoordinates(fakeGeolocation({ code: 1 }))).rejects.toThrow(
      'Location access denied by user',
    );
    await expect(getCurrentCoordinates(fakeGeolocation({ code: 2 }))).rejects.toThrow(
      'Location information unavailable',
    );
    await expect(getCurrentCoordinates(fakeGeolocation({ code: 3 }))).rejects.toThrow(
      'Location request timed out',
    );
    await expect(getCurrentCoordinates(fakeGeolocation({ code: 9 }))).rejects.toThrow(
      'Failed to get location',
    );
  });
});
