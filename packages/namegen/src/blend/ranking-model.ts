/**
 * A linear ranking model over blend derivations, fitted as a conditional logit: for each word pair, a
 * softmax over all its derivations, where the real blend's probability is the sum over the derivations
 * that spell it (one name can come from several cuts, and which cut the coiner meant is unknown).
 * Fitted by full-batch gradient descent with momentum for a fixed number of steps with an L2 penalty,
 * so a fit gives the same coefficients on every machine and never depends on the clock. Inputs are
 * standardised with the training rows' means and deviations, which the model keeps.
 */
export interface RankingModel {
  means: number[];
  deviations: number[];
  weights: number[];
}

export interface RankingFitOptions {
  steps: number;
  learningRate: number;
  momentum: number;
  /** L2 penalty on the weights. */
  l2: number;
}

/** One word pair: its derivations' feature rows and which of them spell the real blend. */
export interface RankingGroup {
  rows: readonly (readonly number[])[];
  positive: readonly boolean[];
}

export function linearScore(model: RankingModel, features: readonly number[]): number {
  let sum = 0;
  for (let j = 0; j < features.length; j++) {
    sum +=
      ((model.weights[j] ?? 0) * ((features[j] ?? 0) - (model.means[j] ?? 0))) / (model.deviations[j] ?? 1);
  }
  return sum;
}

/** log(Σ exp(values)) without overflow. */
export function logSumExp(values: readonly number[]): number {
  let max = -Infinity;
  for (const value of values) if (value > max) max = value;
  if (max === -Infinity) return -Infinity;
  let sum = 0;
  for (const value of values) sum += Math.exp(value - max);
  return max + Math.log(sum);
}

function standardiser(
  groups: readonly RankingGroup[],
  width: number,
): { means: number[]; deviations: number[] } {
  const means = new Array<number>(width).fill(0);
  const squares = new Array<number>(width).fill(0);
  let count = 0;
  for (const group of groups) {
    for (const row of group.rows) {
      count++;
      for (let j = 0; j < width; j++) {
        const value = row[j] ?? 0;
        means[j] = (means[j] ?? 0) + value;
        squares[j] = (squares[j] ?? 0) + value * value;
      }
    }
  }
  const safeCount = Math.max(1, count);
  const deviations = means.map((sum, j) => {
    const mean = sum / safeCount;
    return Math.sqrt(Math.max(0, (squares[j] ?? 0) / safeCount - mean * mean)) || 1;
  });
  return { means: means.map((sum) => sum / safeCount), deviations };
}

/** Mean negative log-likelihood of the real blends, and its gradient, at the given weights. */
function lossAndGradient(
  groups: readonly { x: Float64Array; width: number; positive: readonly boolean[] }[],
  weights: readonly number[],
): { loss: number; gradient: number[] } {
  const width = weights.length;
  const gradient = new Array<number>(width).fill(0);
  let loss = 0;
  for (const group of groups) {
    const count = group.positive.length;
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      let sum = 0;
      for (let j = 0; j < width; j++) sum += (weights[j] ?? 0) * (group.x[i * width + j] ?? 0);
      scores[i] = sum;
    }
    const all = logSumExp(scores as unknown as number[]);
    const positives = logSumExp([...scores].filter((_, i) => group.positive[i]));
    loss += all - positives;
    for (let i = 0; i < count; i++) {
      const score = scores[i] ?? 0;
      // d/dw: expected features under all derivations minus under the real blend's derivations.
      let coefficient = Math.exp(score - all);
      if (group.positive[i]) coefficient -= Math.exp(score - positives);
      if (coefficient === 0) continue;
      for (let j = 0; j < width; j++)
        gradient[j] = (gradient[j] ?? 0) + coefficient * (group.x[i * width + j] ?? 0);
    }
  }
  const n = Math.max(1, groups.length);
  return { loss: loss / n, gradient: gradient.map((value) => value / n) };
}

/** Groups without a derivation of the real blend teach nothing and are left out of the fit. */
export function fitRanking(
  groups: readonly RankingGroup[],
  options: RankingFitOptions,
): RankingModel & { loss: number } {
  const usable = groups.filter((group) => group.positive.some(Boolean));
  const width = usable[0]?.rows[0]?.length ?? 0;
  const { means, deviations } = standardiser(usable, width);
  const prepared = usable.map((group) => {
    const x = new Float64Array(group.rows.length * width);
    group.rows.forEach((row, i) => {
      for (let j = 0; j < width; j++)
        x[i * width + j] = ((row[j] ?? 0) - (means[j] ?? 0)) / (deviations[j] ?? 1);
    });
    return { x, width, positive: group.positive };
  });
  const weights = new Array<number>(width).fill(0);
  const velocity = new Array<number>(width).fill(0);
  let loss = 0;
  for (let step = 0; step < options.steps; step++) {
    const result = lossAndGradient(prepared, weights);
    loss = result.loss;
    for (let j = 0; j < width; j++) {
      const gradient = (result.gradient[j] ?? 0) + options.l2 * (weights[j] ?? 0);
      velocity[j] = options.momentum * (velocity[j] ?? 0) - options.learningRate * gradient;
      weights[j] = (weights[j] ?? 0) + (velocity[j] ?? 0);
    }
  }
  return { means, deviations, weights, loss };
}
