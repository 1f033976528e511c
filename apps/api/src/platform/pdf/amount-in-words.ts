/**
 * A peso amount in Spanish words, as a payslip writes the net pay (Real Academia Española, "Ortografía
 * de la lengua española" 2010, §4.2.2: "veintiún", "un millón", "mil" without "un"; the apocope of
 * "uno" before a noun). Whole pesos, then "con NN/100" when there are centavos.
 */
const UNITS = [
  '',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 0 < n < 1000, with "uno" as it ends a number. */
function belowThousand(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(HUNDREDS[hundreds] as string);
  if (rest > 0 && rest < 30) parts.push(UNITS[rest] as string);
  else if (rest >= 30) {
    const unit = rest % 10;
    parts.push(unit ? `${TENS[Math.floor(rest / 10)]} y ${UNITS[unit]}` : (TENS[rest / 10] as string));
  }
  return parts.join(' ');
}

/** "uno" before a noun (mil, millones, pesos) loses its last vowel: un, veintiún, treinta y un. */
const apocope = (words: string) => words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

/** 0 ≤ n < 10^12, in words as it stands before a noun. */
function wholeBeforeNoun(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions) {
    parts.push(millions === 1 ? 'un millón' : `${belowMillion(millions)} millones`);
  }
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${apocope(belowThousand(thousands))} mil`);
  if (units) parts.push(apocope(belowThousand(units)));
  return parts.join(' ');
}

/** 0 < n < 10^6 before "millones" (e.g. "veintiún mil"). */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${apocope(belowThousand(thousands))} mil`);
  if (units) parts.push(apocope(belowThousand(units)));
  return parts.join(' ');
}

/**
 * "1250000.00" → "UN MILLÓN DOSCIENTOS CINCUENTA MIL PESOS M/CTE". A round million takes "de"
 * ("DOS MILLONES DE PESOS"). Negative amounts (a payslip never has one) are refused.
 */
export function pesosInWords(amount: string): string {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`pesosInWords: not a peso amount: ${amount}`);
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const words = wholeBeforeNoun(whole);
  const roundMillion = whole >= 1_000_000 && whole % 1_000_000 === 0;
  const noun = whole === 1 ? 'peso' : 'pesos';
  const text = `${words} ${roundMillion ? 'de ' : ''}${noun}${cents ? ` con ${String(cents).padStart(2, '0')}/100` : ''} m/cte`;
  return text.toUpperCase();
}
