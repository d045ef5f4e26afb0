/** The location lookup of spec 000 section 5: timeout 10 s, a cached position up to 60 s, 4 decimals. */

export const LOCATION_ERRORS = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  failed: 'Failed to get location',
} as const;

export const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 60_000 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

export function positionErrorMessage(error: Pick<GeolocationPositionError, 'code'>): string {
  switch (error.code) {
    case 1:
      return LOCATION_ERRORS.denied;
    case 2:
      return LOCATION_ERRORS.unavailable;
    case 3:
      return LOCATION_ERRORS.timeout;
    default:
      return LOCATION_ERRORS.failed;
  }
}

/** Resolves with the rounded coordinates, or rejects with an Error carrying one of the five messages. */
export function getCurrentCoordinates(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(LOCATION_ERRORS.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: fourDecimals(position.coords.latitude),
          longitude: fourDecimals(position.coords.longitude),
        }),
      (error) => reject(new Error(positionErrorMessage(error))),
      POSITION_OPTIONS,
    );
  });
}

export const formatCoordinates = ({ latitude, longitude }: Coordinates) =>
  `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
