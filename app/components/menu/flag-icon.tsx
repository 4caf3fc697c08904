// Product flags as small inline SVGs: no emoji font needed, same look on every device.
const PATHS: Record<string, { color: string; d: string }> = {
  veggie: { color: "#2e7d32", d: "M5 19c0-8 6-14 15-14 0 9-6 15-14 15l-1-1Zm0 0 8-8" },
  pork: { color: "#ad1457", d: "M4 12a8 6 0 1 0 16 0 8 6 0 1 0-16 0Zm5-5-2-3m8 3 2-3M10 13h.01M14 13h.01M11 16h2" },
  peanut: { color: "#8d6e63", d: "M12 3a4 4 0 0 0-3 6.6 4.5 4.5 0 1 0 6 0A4 4 0 0 0 12 3Z" },
  chili: { color: "#c62828", d: "M6 18c6 0 11-4 12-11l2-3M18 7c-2-1-4 0-5 2-2 4-5 7-8 8" },
};

const CHILIES: Record<string, number> = { mild: 1, medium: 2, hot: 3 };

function Icon({ kind }: { kind: keyof typeof PATHS }) {
  const { color, d } = PATHS[kind];
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke={color}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="inline-block"
    >
      <path d={d} />
    </svg>
  );
}

export function FlagIcon({ flag }: { flag: string }) {
  const chilies = CHILIES[flag];
  if (chilies) {
    return (
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: chilies }, (_, i) => (
          <Icon key={i} kind="chili" />
        ))}
      </span>
    );
  }
  return flag in PATHS ? <Icon kind={flag} /> : null;
}
