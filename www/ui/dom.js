// What the features' views share of the page: their markup made inside their own root,
// their elements found there by role, and form controls taken as what they are.

/**
 * `root`'s content made from `markup` (a feature's own), and its elements by role, each
 * found by its id inside `root`; throws naming every id the markup lacks.
 * @template {Record<string, string>} T
 * @param {HTMLElement} root
 * @param {string} markup
 * @param {T} ids  the id of each role
 * @returns {{ [K in keyof T]: HTMLElement }}
 */
export function build(root, markup, ids) {
  root.innerHTML = markup;
  return find(root, ids);
}

/**
 * The elements of `root` by role, each found by its id; throws naming those missing.
 * @template {Record<string, string>} T
 * @param {ParentNode} root
 * @param {T} ids
 * @returns {{ [K in keyof T]: HTMLElement }}
 */
export function find(root, ids) {
  const found = Object.entries(ids).map(([role, id]) => [role, root.querySelector(`#${id}`)]);
  const missing = found.filter(([, element]) => !element).map(([role]) => ids[/** @type {string} */ (role)]);
  if (missing.length) throw new Error(`the markup lacks the elements ${missing.join(', ')}`);
  return /** @type {any} */ (Object.fromEntries(found));
}

/**
 * `element` as the form control it is.
 * @template {HTMLElement} T
 * @param {HTMLElement} element
 * @param {new () => T} type
 * @returns {T}
 */
export function as(element, type) {
  if (!(element instanceof type)) throw new Error(`#${element.id} is not a ${type.name}`);
  return element;
}

/**
 * Sets `element`'s text where it changed (a write that changes nothing costs a layout).
 * @param {HTMLElement} element
 * @param {string} text
 */
export function text(element, text) {
  if (element.textContent !== text) element.textContent = text;
}
