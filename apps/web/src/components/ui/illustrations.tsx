/**
 * Hand-drawn inline SVG illustrations (ours, no external assets), decorative only.
 */
export function HeroIllustration({ width = 420 }: { width?: number }) {
  return (
    <svg viewBox="0 0 420 320" width="100%" style={{ maxWidth: width }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bw-hero-sky" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#eef0ff" />
          <stop offset="1" stopColor="#fff8e1" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="400" height="300" rx="28" fill="url(#bw-hero-sky)" />
      {/* a name tag being drafted */}
      <rect x="60" y="70" width="230" height="70" rx="14" fill="#ffffff" stroke="#312e81" strokeWidth="3" />
      <rect x="82" y="94" width="120" height="10" rx="5" fill="#312e81" />
      <rect x="82" y="112" width="80" height="8" rx="4" fill="#b2b5e8" />
      <circle cx="258" cy="105" r="14" fill="#ffab09" />
      <path d="M251 105l5 5 9-10" stroke="#ffffff" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* search lens over the shortlist */}
      <rect x="120" y="170" width="230" height="90" rx="14" fill="#ffffff" stroke="#312e81" strokeWidth="3" />
      <rect x="140" y="192" width="90" height="9" rx="4.5" fill="#878cda" />
      <rect x="140" y="212" width="140" height="9" rx="4.5" fill="#dadcf7" />
      <rect x="140" y="232" width="110" height="9" rx="4.5" fill="#dadcf7" />
      <circle cx="318" cy="150" r="34" fill="none" stroke="#ffab09" strokeWidth="8" />
      <path d="M342 174l30 30" stroke="#ffab09" strokeWidth="10" strokeLinecap="round" />
      {/* sparkles */}
      <path d="M352 60l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="#ffab09" />
      <path d="M60 220l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="#6368cd" />
    </svg>
  );
}

export function SmallIllustration({ kind }: { kind: 'create' | 'check' | 'test' }) {
  const accent = kind === 'create' ? '#ffab09' : kind === 'check' ? '#4d52c6' : '#2f9e44';
  return (
    <svg viewBox="0 0 96 96" width={72} height={72} aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="#eef0ff" />
      {kind === 'create' && (
        <>
          <path
            d="M28 68l8-22 26-26 14 14-26 26z"
            fill="#ffffff"
            stroke="#312e81"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M28 68l8-22 14 14z" fill={accent} />
        </>
      )}
      {kind === 'check' && (
        <>
          <circle cx="42" cy="42" r="18" fill="#ffffff" stroke="#312e81" strokeWidth="4" />
          <path d="M56 56l16 16" stroke={accent} strokeWidth="7" strokeLinecap="round" />
          <path d="M34 42l6 6 10-12" stroke={accent} strokeWidth="4" fill="none" strokeLinecap="round" />
        </>
      )}
      {kind === 'test' && (
        <>
          <rect x="24" y="50" width="10" height="20" rx="3" fill="#b2b5e8" />
          <rect x="42" y="38" width="10" height="32" rx="3" fill="#878cda" />
          <rect x="60" y="26" width="10" height="44" rx="3" fill={accent} />
        </>
      )}
    </svg>
  );
}
