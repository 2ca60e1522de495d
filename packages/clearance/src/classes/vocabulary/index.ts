import { CONFUSABLE_KINDS } from './confusable-kinds.ts';
import { GOODS_01_08 } from './goods-01-08.ts';
import { GOODS_09_16 } from './goods-09-16.ts';
import { GOODS_17_28 } from './goods-17-28.ts';
import { GOODS_29_34 } from './goods-29-34.ts';
import { LONG_TAIL_GOODS } from './long-tail-goods.ts';
import { LONG_TAIL_GOODS_10_21 } from './long-tail-goods-10-21.ts';
import { LONG_TAIL_GOODS_22_34 } from './long-tail-goods-22-34.ts';
import { LONG_TAIL_EXTRA } from './long-tail-extra.ts';
import { LONG_TAIL_MORE } from './long-tail-more.ts';
import { LONG_TAIL_SERVICES } from './long-tail-services.ts';
import { SERVICES_35_45 } from './services-35-45.ts';
import type { ClassVocabulary } from './vocabulary-types.ts';

export type { ClassVocabulary } from './vocabulary-types.ts';

/** The first layer, written before any benchmark miss was looked at (plus the periodic table). */
export const FIRST_VOCABULARY_LAYER: readonly ClassVocabulary[] = [
  ...GOODS_01_08,
  ...GOODS_09_16,
  ...GOODS_17_28,
  ...GOODS_29_34,
  ...SERVICES_35_45,
];

/**
 * Layers written later, some while looking at the development half's misses by kind: none of their
 * phrases may equal a development term (checked by the WIPO sample test).
 */
export const LATER_VOCABULARY_LAYERS: readonly ClassVocabulary[] = [
  ...LONG_TAIL_GOODS,
  ...LONG_TAIL_GOODS_10_21,
  ...LONG_TAIL_GOODS_22_34,
  ...LONG_TAIL_EXTRA,
  ...LONG_TAIL_MORE,
  ...LONG_TAIL_SERVICES,
  ...CONFUSABLE_KINDS,
];

/** Our own goods and services vocabulary for all 45 classes. */
export const ALL_VOCABULARY: readonly ClassVocabulary[] = [
  ...FIRST_VOCABULARY_LAYER,
  ...LATER_VOCABULARY_LAYERS,
];
