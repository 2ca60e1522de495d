/**
 * Logistic regression with L2 regularisation, fitted by full-batch gradient descent for a fixed number
 * of steps (so a fit gives the same coefficients on every machine and never depends on the clock).
 * Inputs are standardised with the training set's means and deviations, which the model keeps.
 */
export interface LogisticModel {
  means: number[];
  deviations: number[];
  weights: number[];
  bias: number;
}

export interface FitOptions {
  steps: number;
  learningRate: number;
  /** L2 penalty on the weights (not the bias). */
  l2: number;
}

export const DEFAULT_FIT: FitOptions = { steps: 1500, learningRate: 0.5, l2: 0.001 };

export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

function standardiser(rows: readonly number[][]): { means: number[]; deviations: number[] } {
  const width = rows[0]?.length ?? 0;
  const means = new Array<number>(width).fill(0);
  const deviations = new Array<number>(width).fill(0);
  for (const row of rows) row.forEach((value, j) => (means[j] = (means[j] ?? 0) + value / rows.length));
  for (const row of rows) {
    row.forEach(
      (value, j) => (deviations[j] = (deviations[j] ?? 0) + (value - (means[j] ?? 0)) ** 2 / rows.length),
    );
  }
  return { means, deviations: deviations.map((variance) => Math.sqrt(variance) || 1) };
}

export function predict(model: LogisticModel, features: readonly number[]): number {
  let sum = model.bias;
  features.forEach((value, j) => {
    sum += (model.weights[j] ?? 0) * ((value - (model.means[j] ?? 0)) / (model.deviations[j] ?? 1));
  });
  return sigmoid(sum);
}

export function fitLogistic(
  rows: readonly number[][],
  labels: readonly number[],
  options: FitOptions = DEFAULT_FIT,
): LogisticModel {
  const { means, deviations } = standardiser(rows);
  const x = rows.map((row) => row.map((value, j) => (value - (means[j] ?? 0)) / (deviations[j] ?? 1)));
  const width = means.length;
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let step = 0; step < options.steps; step++) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    x.forEach((row, i) => {
      let sum = bias;
      row.forEach((value, j) => (sum += (weights[j] ?? 0) * value));
      const error = sigmoid(sum) - (labels[i] ?? 0);
      biasGradient += error;
      row.forEach((value, j) => (gradient[j] = (gradient[j] ?? 0) + error * value));
    });
    for (let j = 0; j < width; j++) {
      weights[j] =
        (weights[j] ?? 0) -
        options.learningRate * ((gradient[j] ?? 0) / x.length + options.l2 * (weights[j] ?? 0));
    }
    bias -= (options.learningRate * biasGradient) / x.length;
  }
  return { means, deviations, weights, bias };
}

/** Area under the ROC curve: the chance a random positive scores above a random negative. */
export function areaUnderCurve(scores: readonly number[], labels: readonly number[]): number {
  const order = scores
    .map((score, i) => ({ score, label: labels[i] ?? 0 }))
    .sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j < order.length && order[j]?.score === order[i]?.score) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (order[k]?.label === 1) {
        rankSum += averageRank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = order.length - positives;
  return positives === 0 || negatives === 0
    ? NaN
    : (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
