/**
 * One class's vocabulary, written by us: `terms` is a comma- or newline-separated list of goods or
 * services as people type them; `strong` lists single words tied so closely to the class that they
 * should pull a query towards it on their own.
 */
export interface ClassVocabulary {
  classNumber: number;
  strong: string;
  terms: string;
}
