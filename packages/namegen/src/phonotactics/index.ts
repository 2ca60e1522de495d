export {
  pronounceability,
  letterStatistics,
  getLetterModel,
  PRONOUNCEABLE_THRESHOLD,
} from './pronounceability.ts';
export { LetterModel } from './letter-model.ts';
