// The square the user chooses in the photo crop dialog, in pixels of the photo as the browser
// shows it (upright), which is what the server crops after turning the photo by its EXIF
// orientation. Every function answers a square that lies inside the photo, in whole pixels.

export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

export interface ImageBox {
  width: number;
  height: number;
}

/** The server refuses smaller squares (too blurry when scaled up to 96 px). */
const MIN_CROP_SIZE = 32;

/** True when the photo is too small to choose a square from: the server crops it alone. */
export function isTooSmallToCrop({ width, height }: ImageBox): boolean {
  return Math.min(width, height) < MIN_CROP_SIZE;
}

function maxSize({ width, height }: ImageBox): number {
  return Math.min(width, height);
}

function minSize(image: ImageBox): number {
  return Math.min(MIN_CROP_SIZE, maxSize(image));
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The square moved and shrunk as little as needed to lie inside the photo. */
export function clampSquare(square: CropSquare, image: ImageBox): CropSquare {
  const size = clamp(Math.round(square.size), minSize(image), maxSize(image));
  return {
    x: clamp(Math.round(square.x), 0, image.width - size),
    y: clamp(Math.round(square.y), 0, image.height - size),
    size,
  };
}

/** The largest centred square: what the server takes when no crop is sent. */
export function defaultSquare(image: ImageBox): CropSquare {
  const size = maxSize(image);
  return { x: Math.floor((image.width - size) / 2), y: Math.floor((image.height - size) / 2), size };
}

export function moveSquare(square: CropSquare, dx: number, dy: number, image: ImageBox): CropSquare {
  return clampSquare({ ...square, x: square.x + dx, y: square.y + dy }, image);
}

/** A new size around the same centre, so zooming keeps what the user centred on. */
export function resizeSquare(square: CropSquare, size: number, image: ImageBox): CropSquare {
  const bounded = clamp(Math.round(size), minSize(image), maxSize(image));
  const centreX = square.x + square.size / 2;
  const centreY = square.y + square.size / 2;
  return clampSquare({ x: centreX - bounded / 2, y: centreY - bounded / 2, size: bounded }, image);
}

/** One arrow-key step: 2% of the shorter side (10% with Shift), at least one pixel. */
export function keyStep(image: ImageBox, large: boolean): number {
  return Math.max(1, Math.round((maxSize(image) * (large ? 10 : 2)) / 100));
}

/**
 * The square after a key on the crop area: arrows move it (further with Shift), + and - resize
 * it; null for any other key, so the browser handles that one (Tab, Escape, ...). Shift does
 * not change the resize step: on many keyboards "+" needs Shift.
 */
export function squareAfterKey(
  square: CropSquare,
  key: string,
  shiftKey: boolean,
  image: ImageBox,
): CropSquare | null {
  const step = keyStep(image, shiftKey);
  const resizeStep = 2 * keyStep(image, false);
  switch (key) {
    case "ArrowLeft":
      return moveSquare(square, -step, 0, image);
    case "ArrowRight":
      return moveSquare(square, step, 0, image);
    case "ArrowUp":
      return moveSquare(square, 0, -step, image);
    case "ArrowDown":
      return moveSquare(square, 0, step, image);
    case "+":
    case "=":
      return resizeSquare(square, square.size + resizeStep, image);
    case "-":
    case "_":
      return resizeSquare(square, square.size - resizeStep, image);
    default:
      return null;
  }
}

/** The slider shows the square's side as a percentage of the largest square. */
export function sizeToPercent(size: number, image: ImageBox): number {
  return Math.round((size / maxSize(image)) * 100);
}

export function percentToSize(percent: number, image: ImageBox): number {
  return Math.round((percent / 100) * maxSize(image));
}

/** The slider's lowest percentage: the smallest square the server takes. */
export function minPercent(image: ImageBox): number {
  return Math.ceil((minSize(image) / maxSize(image)) * 100);
}
