import { useEffect, useReducer, useState } from 'react';

import { readStorageJson, writeStorageJson } from '../../../lib/storage.ts';
import type { PillColour, ToolPill } from '../../../lib/tool-workspace.tsx';
import type { SelectedClass } from '../components/class-finder.tsx';
import {
  emptySearchOptions,
  searchOptionsReducer,
  SOCIAL_NETWORKS,
  TRADEMARK_OFFICES,
  type SearchOptions,
} from '../search-options.ts';

/** session: the Brand Checker's inputs, so the stored brand names fill the field again (spec 4). */
export const checkDraftKey = 'bw.checkDraft';

interface CheckDraft {
  pills: ToolPill[];
  classes: SelectedClass[];
  options: SearchOptions;
}

const isColour = (value: unknown): value is PillColour => value === 'blue' || value === 'green';
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function readOptions(value: unknown): SearchOptions {
  const stored = asRecord(value);
  const flag = (key: string) => stored[key] === true;
  const offices = asRecord(stored.offices);
  const networks = asRecord(stored.networks);
  return {
    trademark: flag('trademark'),
    offices: Object.fromEntries(
      TRADEMARK_OFFICES.map((office) => [office, offices[office] === true]),
    ) as SearchOptions['offices'],
    social: flag('social'),
    networks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, networks[network] === true]),
    ) as SearchOptions['networks'],
    users: flag('users'),
    mentions: flag('mentions'),
    domain: flag('domain'),
    hyphenate: flag('hyphenate'),
    industry: typeof stored.industry === 'string' ? stored.industry.slice(0, 60) : '',
    web: flag('web'),
  };
}

export function readCheckDraft(): CheckDraft {
  const stored = asRecord(readStorageJson('session', checkDraftKey));
  const pills = Array.isArray(stored.pills)
    ? stored.pills.flatMap((pill: unknown) => {
        const { value, colour } = asRecord(pill);
        return typeof value === 'string' && value.trim() !== '' && isColour(colour)
          ? [{ value, colour }]
          : [];
      })
    : [];
  const classes = Array.isArray(stored.classes)
    ? stored.classes.flatMap((item: unknown) => {
        const { class: number, description } = asRecord(item);
        return typeof number === 'number' && typeof description === 'string'
          ? [{ class: number, description }]
          : [];
      })
    : [];
  return {
    pills,
    classes,
    options: stored.options === undefined ? emptySearchOptions : readOptions(stored.options),
  };
}

/** The form's pills, classes and options, read from and written back to session storage. */
export function useCheckDraft() {
  const [initial] = useState(readCheckDraft);
  const [pills, setPills] = useState<ToolPill[]>(initial.pills);
  const [classes, setClasses] = useState<SelectedClass[]>(initial.classes);
  const [options, dispatch] = useReducer(searchOptionsReducer, initial.options);
  useEffect(() => {
    writeStorageJson('session', checkDraftKey, { pills, classes, options });
  }, [pills, classes, options]);
  return { pills, setPills, classes, setClasses, options, dispatch };
}
