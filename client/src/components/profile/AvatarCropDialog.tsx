import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { AVATAR_CROP } from '@flock/shared';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/LoadingScreen';
import { cropToJpeg } from './cropImage';

interface AvatarCropDialogProps {
  /** An object URL of the chosen file (the opener creates and revokes it). */
  source: string;
  onCancel(): void;
  /** Uploads the cropped picture; a rejection's message is shown in the dialog. */
  onSave(picture: Blob): Promise<void>;
  errorOf(error: unknown): string;
}

/** Round crop with zoom (1-3) and rotation (0-360), saved as a JPEG. Loaded only when needed. */
export default function AvatarCropDialog({ source, onCancel, onSave, errorOf }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_CROP.minZoom);
  const [rotation, setRotation] = useState<number>(AVATAR_CROP.minRotation);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zoomId = useId();
  const rotationId = useId();

  const save = async () => {
    if (!area) return;
    setBusy(true);
    setError(null);
    try {
      const picture = await cropToJpeg(source, area, rotation);
      await onSave(picture);
    } catch (failure) {
      setError(errorOf(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open title="Crop profile picture" onClose={onCancel} busy={busy} className="crop-dialog">
      <div className="crop-area">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          cropShape="round"
          showGrid={false}
          minZoom={AVATAR_CROP.minZoom}
          maxZoom={AVATAR_CROP.maxZoom}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onRotationChange={setRotation}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </div>
      <div className="crop-controls">
        <div className="crop-slider">
          <label htmlFor={zoomId}>Zoom</label>
          <input
            id={zoomId}
            type="range"
            min={AVATAR_CROP.minZoom}
            max={AVATAR_CROP.maxZoom}
            step={0.01}
            value={zoom}
            aria-valuetext={`${zoom.toFixed(1)}×`}
            disabled={busy}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </div>
        <div className="crop-slider">
          <label htmlFor={rotationId}>Rotation</label>
          <input
            id={rotationId}
            type="range"
            min={AVATAR_CROP.minRotation}
            max={AVATAR_CROP.maxRotation}
            step={1}
            value={rotation}
            aria-valuetext={`${rotation} degrees`}
            disabled={busy}
            onChange={(event) => setRotation(Number(event.target.value))}
          />
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void save()}
          disabled={busy || !area}
        >
          {busy ? <Spinner label="Uploading picture" /> : null}
          {busy ? 'Uploading…' : 'Save picture'}
        </button>
      </div>
    </Dialog>
  );
}
