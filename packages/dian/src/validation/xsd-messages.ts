/**
 * libxml2 reports schema errors in English. The user sees Spanish, so the common shapes are
 * translated; anything else keeps the original text after a Spanish lead-in.
 */
const localName = (qualified: string) => qualified.replace(/\{[^}]*\}/g, '');

const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^Element '[^']*ExtensionContent': Missing child element\(s\)\. Expected is \( ##other\* \)\.?$/,
    () => 'Falta la firma digital (ds:Signature) dentro de ext:ExtensionContent.',
  ],
  [
    /^Element '([^']+)': The attribute '([^']+)' is required but missing\.?$/,
    (m) => `Al elemento ${localName(m[1] ?? '')} le falta el atributo obligatorio ${m[2]}.`,
  ],
  [
    /^Element '([^']+)': Missing child element\(s\)\. Expected is (?:one of )?\( ([^)]+) \)\.?$/,
    (m) => `Al elemento ${localName(m[1] ?? '')} le falta el elemento ${localName(m[2] ?? '')}.`,
  ],
  [
    /^Element '([^']+)': This element is not expected\.(?: Expected is (?:one of )?\( ([^)]+) \))?\.?$/,
    (m) =>
      `El elemento ${localName(m[1] ?? '')} no va en esta posición${m[2] ? `; se esperaba ${localName(m[2])}` : ''}.`,
  ],
  [
    /^Element '([^']+)', attribute '([^']+)': '([^']*)' is not a valid value of the atomic type '([^']+)'\.?$/,
    (m) => `El valor "${m[3]}" del atributo ${m[2]} de ${localName(m[1] ?? '')} no es válido (${m[4]}).`,
  ],
  [
    /^Element '([^']+)': '([^']*)' is not a valid value of the atomic type '([^']+)'\.?$/,
    (m) => `El valor "${m[2]}" del elemento ${localName(m[1] ?? '')} no es válido (${m[3]}).`,
  ],
  [
    /^Element '([^']+)', attribute '([^']+)': The attribute '[^']+' is not allowed\.?$/,
    (m) => `El elemento ${localName(m[1] ?? '')} no admite el atributo ${m[2]}.`,
  ],
];

export function translateSchemaMessage(message: string): string {
  const text = message.trim();
  for (const [pattern, render] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return render(match);
  }
  return `Error de esquema: ${text}`;
}
