/** The Quincena logo: a mark and the word, used where no company logo applies. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand-mark">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1d4ed8" />
        <path
          d="M32 13a19 19 0 1 0 11.6 34.1l5.2 5.2 4.6-4.6-5.2-5.2A19 19 0 0 0 32 13Zm0 7a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z"
          fill="#fff"
        />
        <circle cx="32" cy="32" r="4" fill="#facc15" />
      </svg>
      {!compact && <span className="brand-mark__word">Quincena</span>}
    </span>
  );
}
