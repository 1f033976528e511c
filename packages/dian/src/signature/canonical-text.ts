/**
 * Inclusive C14N 1.0 (without comments) computed on the text the writer produced, without parsing it
 * into a DOM: the signer digests the document, ds:KeyInfo, xades:SignedProperties and ds:SignedInfo,
 * and building an xmldom tree for each document was a quarter of the NIE build's time (decision 0331).
 *
 * It reads only the XML our writer emits (xml/writer.ts): an optional XML declaration, then one
 * element whose namespace declarations all sit on its start tag, attributes in double quotes with one
 * space before each, text escaped as `escapeText` does. Anything else (comments, CDATA, processing
 * instructions, character references in text, a namespace declared below the apex, a carriage return)
 * answers null, and the signer falls back to the DOM canonicalizer. The result is the one
 * `canonicalizeInclusive` gives on the parsed text; the tests compare both on every document shape.
 */

/** A namespace binding in scope: prefix ('' for the default namespace) and its URI. */
export interface NamespaceDeclaration {
  prefix: string;
  uri: string;
}

/** How the writer escapes attribute values, and how C14N writes the same character (§2.2 of C14N). */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&amp;',
  '&lt;': '&lt;',
  '&gt;': '>',
  '&quot;': '&quot;',
  '&apos;': "'",
  '&#9;': '&#x9;',
  '&#10;': '&#xA;',
  '&#13;': '&#xD;',
};
const ATTRIBUTE_ENTITY = /&[^;&]*;?/g;
const TEXT_ENTITY = /&(?!amp;|lt;|gt;)/;
/**
 * Characters a parser would change or refuse: C0 controls and U+FFFE/U+FFFF always; tab and line feed
 * too in an attribute value (normalized to spaces there), never in text. A carriage return anywhere.
 */
function hasUnsafeCharacter(value: string, inAttribute: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32) {
      if (inAttribute || (c !== 9 && c !== 10)) return true;
    } else if (c === 0xfffe || c === 0xffff) {
      return true;
    }
  }
  return false;
}

interface Attribute {
  name: string;
  /** The value as C14N writes it. */
  value: string;
  /** Sort key of C14N: namespace URI then local name; unqualified attributes first. */
  key: string;
  qualified: boolean;
}

function canonicalAttributeValue(raw: string): string | null {
  if (hasUnsafeCharacter(raw, true) || raw.includes('<')) return null;
  if (!raw.includes('&')) return raw;
  let failed = false;
  const value = raw.replace(ATTRIBUTE_ENTITY, (entity) => {
    const canonical = ATTRIBUTE_ENTITIES[entity];
    if (canonical === undefined) failed = true;
    return canonical ?? '';
  });
  return failed ? null : value;
}

const byKey = (a: Attribute, b: Attribute) =>
  a.qualified !== b.qualified ? (a.qualified ? 1 : -1) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
const byPrefix = (a: NamespaceDeclaration, b: NamespaceDeclaration) =>
  a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0;

/** The namespace declarations of the root's start tag, in their written order, and where that tag ends. */
export function rootNamespaces(xml: string): { declarations: NamespaceDeclaration[]; end: number } | null {
  const start = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  const tag = readStartTag(xml, start);
  return tag ? { declarations: tag.declarations, end: tag.end } : null;
}

interface StartTag {
  name: string;
  declarations: NamespaceDeclaration[];
  attributes: { name: string; raw: string }[];
  selfClosing: boolean;
  /** Index just past the tag's '>'. */
  end: number;
}

/** Reads a start tag at `at` (its '<'), or null when it is not one the writer emits. */
function readStartTag(xml: string, at: number): StartTag | null {
  if (at < 0 || xml.charCodeAt(at) !== 60) return null;
  let i = at + 1;
  while (i < xml.length) {
    const c = xml.charCodeAt(i);
    if (c === 32 || c === 47 || c === 62) break;
    if (c === 9 || c === 10 || c === 13 || c === 34 || c === 61 || c === 60) return null;
    i++;
  }
  const name = xml.slice(at + 1, i);
  if (name === '' || name.charCodeAt(0) === 33 || name.charCodeAt(0) === 63) return null;
  const declarations: NamespaceDeclaration[] = [];
  const attributes: { name: string; raw: string }[] = [];
  for (;;) {
    const c = xml.charCodeAt(i);
    if (c === 62) return { name, declarations, attributes, selfClosing: false, end: i + 1 };
    if (c === 47) {
      if (xml.charCodeAt(i + 1) !== 62) return null;
      return { name, declarations, attributes, selfClosing: true, end: i + 2 };
    }
    if (c !== 32) return null;
    const equals = xml.indexOf('="', i + 1);
    if (equals < 0) return null;
    const attributeName = xml.slice(i + 1, equals);
    if (attributeName === '' || /[\s"'<>/=]/.test(attributeName)) return null;
    const close = xml.indexOf('"', equals + 2);
    if (close < 0) return null;
    const raw = xml.slice(equals + 2, close);
    if (attributeName === 'xmlns' || attributeName.startsWith('xmlns:')) {
      // A URI with a reference or a character C14N would escape stays with the DOM canonicalizer.
      if (raw === '' || /[&<\s]/.test(raw)) return null;
      declarations.push({ prefix: attributeName === 'xmlns' ? '' : attributeName.slice(6), uri: raw });
    } else {
      // xml-crypto takes any attribute whose name starts with "xmlns" for a declaration.
      if (attributeName.startsWith('xmlns')) return null;
      attributes.push({ name: attributeName, raw });
    }
    i = close + 1;
  }
}

/**
 * The canonical form of the element `xml` holds (after an optional XML declaration), as inclusive
 * C14N renders it when that element's ancestors declare `inherited` (nearest first; [] for a
 * document's root). Null when the text is outside what the writer emits.
 */
export function canonicalizeWritten(
  xml: string,
  inherited: readonly NamespaceDeclaration[] = [],
): string | null {
  let at = 0;
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) return null;
    at = end + 2;
  }
  if (xml.charCodeAt(at) !== 60) return null;
  const apex = readStartTag(xml, at);
  if (!apex) return null;

  // In scope below the apex: its own declarations, then what it inherits (an own prefix shadows).
  const scope = new Map<string, string>();
  for (const declaration of apex.declarations) {
    if (scope.has(declaration.prefix)) return null;
    scope.set(declaration.prefix, declaration.uri);
  }
  const rendered: NamespaceDeclaration[] = [...apex.declarations];
  for (const declaration of inherited) {
    if (scope.has(declaration.prefix) || declaration.uri === '') continue;
    scope.set(declaration.prefix, declaration.uri);
    rendered.push(declaration);
  }
  rendered.sort(byPrefix);
  // An unprefixed apex below a default namespace: xml-crypto writes that declaration twice; leave it to it.
  if (!apex.name.includes(':') && inherited.some((declaration) => declaration.prefix === '')) return null;

  const out: string[] = [];
  let namespaces = '';
  for (const { prefix, uri } of rendered)
    namespaces += prefix ? ` xmlns:${prefix}="${uri}"` : ` xmlns="${uri}"`;
  const open: string[] = [];
  let tag: StartTag | null = apex;
  let i = apex.end;
  for (;;) {
    if (tag) {
      const colon = tag.name.indexOf(':');
      if (colon >= 0 && !scope.has(tag.name.slice(0, colon))) return null;
      const attributes: Attribute[] = [];
      for (const { name, raw } of tag.attributes) {
        const value = canonicalAttributeValue(raw);
        if (value === null) return null;
        const attributeColon = name.indexOf(':');
        if (attributeColon < 0) {
          attributes.push({ name, value, key: name, qualified: false });
        } else {
          const uri = scope.get(name.slice(0, attributeColon));
          if (uri === undefined || uri === '') return null;
          attributes.push({ name, value, key: uri + name.slice(attributeColon + 1), qualified: true });
        }
      }
      if (attributes.length > 1) attributes.sort(byKey);
      out.push('<', tag.name);
      if (open.length === 0) out.push(namespaces);
      else if (tag.declarations.length > 0) return null;
      for (const attribute of attributes) out.push(' ', attribute.name, '="', attribute.value, '"');
      out.push('>');
      if (tag.selfClosing) {
        out.push('</', tag.name, '>');
        if (open.length === 0) return xml.slice(i).trim() === '' ? out.join('') : null;
      } else {
        open.push(tag.name);
      }
      tag = null;
    }
    const next = xml.indexOf('<', i);
    if (next < 0) return null;
    if (next > i) {
      const text = xml.slice(i, next);
      if (hasUnsafeCharacter(text, false) || TEXT_ENTITY.test(text) || text.includes('>')) return null;
      out.push(text);
    }
    if (xml.charCodeAt(next + 1) === 47) {
      const name = open.pop();
      const endTag = `</${name}>`;
      if (!xml.startsWith(endTag, next)) return null;
      out.push(endTag);
      i = next + endTag.length;
      if (open.length === 0) return xml.slice(i).trim() === '' ? out.join('') : null;
      continue;
    }
    tag = readStartTag(xml, next);
    if (!tag) return null;
    i = tag.end;
  }
}
