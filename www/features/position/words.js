// How a text that is being typed is judged: one that only stops short is not called wrong
// until the field is left.

/**
 * Whether the core's `message` about `text` ("line L, column C: ...") places the problem
 * at the end of the text's last line or past it: a text that stops short (a row or a tile
 * still to come), which the typing may yet finish.
 * @param {string} text
 * @param {string} message
 */
export function cutShort(text, message) {
  const place = /line (\d+), column (\d+)/.exec(message);
  if (!place) return false;
  const lines = text.split('\n');
  let last = lines.length;
  while (last > 1 && lines[last - 1].trim() === '') last -= 1;
  const end = lines[last - 1].trimEnd().length + 1;
  const [line, column] = [Number(place[1]), Number(place[2])];
  return line > last || (line === last && column >= end);
}
