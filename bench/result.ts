export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The number to reach, as text ('<= 10', '< 1500'). */
  target?: string;
}

export function meetsTarget(result: BenchResult): boolean | undefined {
  const match = result.target?.match(/^(<=|>=|<|>)\s*([\d.]+)/);
  if (!match) return undefined;
  const bound = Number(match[2]);
  switch (match[1]) {
    case '<=':
      return result.value <= bound;
    case '>=':
      return result.value >= bound;
    case '<':
      return result.value < bound;
    default:
      return result.value > bound;
  }
}
