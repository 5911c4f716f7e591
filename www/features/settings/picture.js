// A picture of the player's own, made ready to be cut into the tiles: square-cropped,
// scaled down and kept as a JPEG data URL.

/** Pictures are scaled to at most this many pixels a side before they are kept. */
const PICTURE_PX = 640;

/**
 * A picture file as a JPEG data URL, square-cropped and scaled down; rejects if unreadable.
 * @param {Blob} file
 */
export async function pictureFrom(file) {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(side, PICTURE_PX);
  const canvas = new OffscreenCanvas(size, size);
  const context = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/jpeg;base64,${btoa(binary)}`;
}
