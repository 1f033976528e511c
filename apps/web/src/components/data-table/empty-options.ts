/**
 * The text of a dropdown with nothing to choose (spec 03 §2.3: "No hay {x} disponibles"); the
 * caller names the things in the plural: noOptionsText('calendarios').
 */
export function noOptionsText(things: string): string {
  return `No hay ${things} disponibles`;
}
