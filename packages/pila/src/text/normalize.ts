/**
 * Text as PILA operators and banks accept it: upper case, no accents, no Ñ, plain ASCII.
 * The Anexo Técnico 2 of Res. 2388/2016 asks for names without special characters, and real
 * planillas write PEÑALOZA as PENALOZA; bank layouts are ASCII/latin-1 fixed width.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Removes accents and the tilde of Ñ and upper-cases; keeps other characters for the caller to filter. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toUpperCase();
}

/** Name parts already normalized: a planilla repeats the same few thousand names (issue 29). */
const personNames = new Map<string, string>();
const PERSON_NAMES_KEPT = 20_000;

/** A person's name part: letters and single spaces only (PILA fields 11–14). */
export function personName(text: string): string {
  let name = personNames.get(text);
  if (name === undefined) {
    name = collapse(stripAccents(text).replace(/[^A-Z ]/g, ' '));
    if (personNames.size >= PERSON_NAMES_KEPT) personNames.clear();
    personNames.set(text, name);
  }
  return name;
}

/** A company name or free text: letters, digits and the punctuation a razón social uses. */
export function freeText(text: string): string {
  return collapse(stripAccents(text).replace(/[^A-Z0-9 .,&\-/@_]/g, ' '));
}

/** An identity number: letters and digits only. */
export function documentNumber(text: string): string {
  return stripAccents(text).replace(/[^A-Z0-9]/g, '');
}

/** Digits only (bank accounts, NITs). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
