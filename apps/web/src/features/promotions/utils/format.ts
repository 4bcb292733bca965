/** Basis points as a percentage: 10000 -> "100%", 1250 -> "12.5%", 5 -> "0.05%". */
export const percentText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
