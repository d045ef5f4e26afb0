import { useId, useState } from 'react';
import { LocateFixed, MapPin } from 'lucide-react';
import { LOCATION_MAX_LENGTH } from '@flock/shared';
import { formatCoordinates, getCurrentCoordinates, type Coordinates } from './currentPosition';
import { RemovableChip } from './RemovableChip';

interface LocationPanelProps {
  location: string;
  coordinates: Coordinates | null;
  onLocationChange(value: string): void;
  onCoordinatesChange(value: Coordinates | null): void;
  error?: string;
}

/** A place typed in (up to 100 characters), or the device's position from "Use current location". */
export function LocationPanel({
  location,
  coordinates,
  onLocationChange,
  onCoordinatesChange,
  error,
}: LocationPanelProps) {
  const [locating, setLocating] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const errorId = useId();
  const shown = lookupError ?? error;

  const locate = async () => {
    setLocating(true);
    setLookupError(null);
    try {
      const found = await getCurrentCoordinates();
      onCoordinatesChange(found);
      if (!location.trim()) onLocationChange(formatCoordinates(found));
    } catch (failure) {
      setLookupError((failure as Error).message);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="composer-panel location-panel">
      <div className="location-row">
        <MapPin size={18} aria-hidden="true" className="muted" />
        <input
          className="input"
          aria-label="Location"
          placeholder="Add a location"
          maxLength={LOCATION_MAX_LENGTH}
          value={location}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => onLocationChange(event.target.value)}
        />
      </div>
      <div className="location-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={locate} disabled={locating}>
          <LocateFixed size={16} aria-hidden="true" />
          {locating ? 'Locating...' : 'Use current location'}
        </button>
        {coordinates && (
          <RemovableChip
            as="span"
            removeLabel="Remove coordinates"
            onRemove={() => {
              if (location === formatCoordinates(coordinates)) onLocationChange('');
              onCoordinatesChange(null);
            }}
          >
            {formatCoordinates(coordinates)}
          </RemovableChip>
        )}
      </div>
      {shown && (
        <p id={errorId} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
