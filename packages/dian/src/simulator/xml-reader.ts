import type { Element } from '@xmldom/xmldom';

/** Walks child elements by local name: path(root, 'Reemplazar', 'Empleador'). */
export function path(root: Element | null, ...names: string[]): Element | null {
  let current: Element | null = root;
  for (const name of names) {
    if (!current) return null;
    let found: Element | null = null;
    for (let child = current.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1 && (child as Element).localName === name) {
        found = child as Element;
        break;
      }
    }
    current = found;
  }
  return current;
}

export function attr(element: Element | null, name: string): string {
  return element?.getAttribute(name) ?? '';
}

export function text(element: Element | null): string {
  return (element?.textContent ?? '').trim();
}

export function childElements(element: Element | null): Element[] {
  const out: Element[] = [];
  for (let child = element?.firstChild ?? null; child; child = child.nextSibling) {
    if (child.nodeType === 1) out.push(child as Element);
  }
  return out;
}
