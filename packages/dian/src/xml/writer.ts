/** A tiny string builder for compact XML: no indentation, because Anexo rule ZB02 forbids "caracteres de edición" between tags. */

export type AttributeValue = string | number | boolean | undefined;
export type Attributes = ReadonlyArray<readonly [string, AttributeValue]>;

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function renderAttributes(attributes: Attributes): string {
  let out = '';
  for (const [name, value] of attributes) {
    if (value === undefined) continue;
    out += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return out;
}

/** An element with attributes and already-rendered children (or escaped text when `text` is given). */
export function element(name: string, attributes: Attributes = [], children: readonly string[] = []): string {
  const content = children.join('');
  if (content === '') return `<${name}${renderAttributes(attributes)}/>`;
  return `<${name}${renderAttributes(attributes)}>${content}</${name}>`;
}

export function textElement(name: string, text: string, attributes: Attributes = []): string {
  return `<${name}${renderAttributes(attributes)}>${escapeText(text)}</${name}>`;
}

/** A wrapper such as HEDs or Comisiones that only appears when it has children. */
export function group(name: string, children: readonly string[]): string {
  return children.length === 0 ? '' : element(name, [], children);
}
