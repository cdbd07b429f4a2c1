import { type PointerEvent, useId, useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { ModalActions } from "../../components/ui/modal-actions";
import {
  type CropSquare,
  defaultSquare,
  minPercent,
  moveSquare,
  percentToSize,
  resizeSquare,
  sizeToPercent,
  squareAfterKey,
} from "./crop-geometry";
import type { LoadedPhoto } from "./load-photo";

// The user chooses the square of their photo: drag the square (mouse or touch) or focus it and
// use the arrow keys, resize it with the slider or + and -, and see the round result live.
// Everything is in pixels of the photo, so the display size never changes what is sent.

const STAGE_WIDTH = 416;
const STAGE_HEIGHT = 320;
const PREVIEW = 96;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  start: CropSquare;
  /** Photo pixels per screen pixel, measured when the drag starts. */
  scale: number;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export function PhotoCropDialog({
  photo,
  onCancel,
  onConfirm,
}: {
  photo: LoadedPhoto;
  onCancel: () => void;
  /** Uploads with the chosen square; a rejection's message is shown in the dialog. */
  onConfirm: (square: CropSquare) => Promise<void>;
}) {
  const [square, setSquare] = useState(() => defaultSquare(photo));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const sliderId = useId();
  const helpId = useId();

  const fit = Math.min(STAGE_WIDTH / photo.width, STAGE_HEIGHT / photo.height);
  const box = {
    left: percent(square.x, photo.width),
    top: percent(square.y, photo.height),
    width: percent(square.size, photo.width),
    height: percent(square.size, photo.height),
  };
  const zoom = PREVIEW / square.size;

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (!stage || saving) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { clientX: startX, clientY: startY, pointerId } = event;
    drag.current = { pointerId, startX, startY, start: square, scale: photo.width / stage.clientWidth };
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) * current.scale;
    const dy = (event.clientY - current.startY) * current.scale;
    setSquare(moveSquare(current.start, dx, dy, photo));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const confirm = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await onConfirm(square);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The photo could not be saved.");
      setSaving(false);
    }
  };

  return (
    <Modal open title="Crop your photo" onClose={onCancel} preventClose={saving}>
      <div className="flex flex-col gap-4">
        <p id={helpId} className="text-sm text-grey-600">
          Drag the square, or focus it and use the arrow keys (Shift for bigger steps), to choose what shows.
          + and − or the slider change its size.
        </p>
        <div
          ref={stageRef}
          className="relative mx-auto max-w-full select-none"
          style={{ width: photo.width * fit, aspectRatio: `${photo.width} / ${photo.height}` }}
        >
          <img
            src={photo.url}
            alt="Your upload, uncropped"
            draggable={false}
            className="block h-auto w-full"
          />
          {/* The dimmed surround; clipped to the photo, while the square's focus ring is not. */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
            <div className="absolute rounded-full shadow-[0_0_0_9999px_rgb(17_24_39/0.6)]" style={box} />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is one box moved by keys */}
          <div
            role="group"
            aria-label="Crop square"
            aria-describedby={helpId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the square is moved with the keyboard
            tabIndex={0}
            data-testid="crop-square"
            onKeyDown={(event) => {
              if (saving) return;
              const next = squareAfterKey(square, event.key, event.shiftKey, photo);
              if (!next) return;
              event.preventDefault();
              setSquare(next);
            }}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            className="absolute cursor-move touch-none border-2 border-white"
            style={box}
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {`Square of ${square.size} × ${square.size} pixels, ${square.x} from the left and ${square.y} from the top.`}
        </p>

        <div className="flex items-center gap-4">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={sliderId} className="text-sm font-medium text-grey-700">
              Size of the square
            </label>
            <input
              id={sliderId}
              type="range"
              min={minPercent(photo)}
              max={100}
              step={1}
              value={sizeToPercent(square.size, photo)}
              aria-valuetext={`${sizeToPercent(square.size, photo)}% (${square.size} × ${square.size} pixels)`}
              disabled={saving}
              onChange={(event) =>
                setSquare(resizeSquare(square, percentToSize(Number(event.target.value), photo), photo))
              }
              className="w-full accent-primary-700"
            />
          </div>
          <div className="flex flex-col items-center gap-1">
            <div
              className="relative overflow-hidden rounded-full bg-grey-100"
              style={{ width: PREVIEW, height: PREVIEW }}
            >
              <img
                src={photo.url}
                alt="Round preview of the crop"
                draggable={false}
                className="absolute max-w-none"
                style={{
                  width: photo.width * zoom,
                  height: photo.height * zoom,
                  left: -square.x * zoom,
                  top: -square.y * zoom,
                }}
              />
            </div>
            <span className="text-xs text-grey-600">Preview</span>
          </div>
        </div>

        <ModalActions
          error={error}
          busy={saving}
          onCancel={onCancel}
          confirmLabel="Use this photo"
          busyLabel="Saving photo ..."
          onConfirm={() => void confirm()}
        />
      </div>
    </Modal>
  );
}
