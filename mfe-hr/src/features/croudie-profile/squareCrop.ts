/** The photo's square: its side in output pixels (what the avatar is kept at). */
export const AVATAR_SIDE = 512;
export const MAX_ZOOM = 3;

export interface CropRect {
  x: number;
  y: number;
  side: number;
}

/**
 * The centred square of an image at a zoom (1: the largest square that fits, up to MAX_ZOOM: a smaller one), with an
 * offset in -1…1 on each axis moving it towards an edge.
 */
export function squareCrop(width: number, height: number, zoom: number, offset = { x: 0, y: 0 }): CropRect {
  const z = Math.min(Math.max(zoom, 1), MAX_ZOOM);
  const side = Math.min(width, height) / z;
  const clamp = (n: number) => Math.min(Math.max(n, -1), 1);
  const x = ((width - side) / 2) * (1 + clamp(offset.x));
  const y = ((height - side) / 2) * (1 + clamp(offset.y));
  return { x: Math.round(x), y: Math.round(y), side: Math.round(side) };
}
