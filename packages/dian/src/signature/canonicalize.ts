import type { Element } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';

const inclusive = new C14nCanonicalization();
const exclusive = new ExclusiveCanonicalization();

interface NamespaceBinding {
  prefix: string;
  namespaceURI: string;
}

/**
 * The namespace declarations in scope from the ancestors of `node`, nearest first. Inclusive
 * C14N of a subtree renders them all on its apex, so a digest over ds:KeyInfo or
 * xades:SignedProperties depends on where the element sits (reference §4.3 pitfall 2).
 */
function ancestorNamespaces(node: Element): NamespaceBinding[] {
  const seen = new Set<string>();
  const out: NamespaceBinding[] = [];
  for (let parent = node.parentNode; parent && parent.nodeType === 1; parent = parent.parentNode) {
    const attributes = (parent as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attr = attributes.item(i);
      if (!attr) continue;
      const prefix = attr.name === 'xmlns' ? '' : attr.prefix === 'xmlns' ? attr.localName : null;
      if (prefix === null || seen.has(prefix)) continue;
      seen.add(prefix);
      if (attr.value !== '') out.push({ prefix, namespaceURI: attr.value });
    }
  }
  return out;
}

/** Inclusive C14N 1.0 without comments of an element in its document context. */
export function canonicalizeInclusive(node: Element): string {
  return inclusive.process(node, { ancestorNamespaces: ancestorNamespaces(node) });
}

/** Exclusive C14N with an InclusiveNamespaces PrefixList, used by WS-Security. */
export function canonicalizeExclusive(node: Element, inclusivePrefixes: string[]): string {
  return exclusive.process(node, {
    inclusiveNamespacesPrefixList: inclusivePrefixes,
    ancestorNamespaces: ancestorNamespaces(node),
  });
}
