import {
  CREATE_LANGUAGES,
  CREATE_METHODS,
  DEFAULT_CREATE_LANGUAGE,
  type CreateMethod,
} from '@brandwright/contracts';
import { useEffect, useState } from 'react';

import { readStorageJson, storageKeys, writeStorageJson } from '../../../lib/storage.ts';
import type { PillColour, ToolPill } from '../../../lib/tool-workspace.tsx';

export type CreateLanguage = (typeof CREATE_LANGUAGES)[number];

/** The Brand Creator's inputs, kept in session storage so a reload keeps them. */
export interface CreateDraft {
  projectName: string;
  projectDescription: string;
  pills: ToolPill[];
  methods: CreateMethod[];
  language: CreateLanguage;
}

export const emptyDraft: CreateDraft = {
  projectName: '',
  projectDescription: '',
  pills: [],
  methods: [],
  language: DEFAULT_CREATE_LANGUAGE,
};

function isColour(value: unknown): value is PillColour {
  return value === 'blue' || value === 'green';
}

function readDraft(): CreateDraft {
  const stored = readStorageJson('session', storageKeys.createDraft);
  if (typeof stored !== 'object' || stored === null) return emptyDraft;
  const draft = stored as Record<string, unknown>;
  const pills = Array.isArray(draft.pills)
    ? draft.pills.flatMap((pill: unknown) => {
        if (typeof pill !== 'object' || pill === null) return [];
        const { value, colour } = pill as Record<string, unknown>;
        return typeof value === 'string' && isColour(colour) ? [{ value, colour }] : [];
      })
    : [];
  const methods = Array.isArray(draft.methods)
    ? CREATE_METHODS.filter((method) => (draft.methods as unknown[]).includes(method))
    : [];
  const language = (CREATE_LANGUAGES as readonly unknown[]).includes(draft.language)
    ? (draft.language as CreateLanguage)
    : DEFAULT_CREATE_LANGUAGE;
  return {
    projectName: typeof draft.projectName === 'string' ? draft.projectName : '',
    projectDescription: typeof draft.projectDescription === 'string' ? draft.projectDescription : '',
    pills,
    methods,
    language,
  };
}

export function useCreateDraft() {
  const [draft, setDraft] = useState<CreateDraft>(readDraft);
  useEffect(() => {
    writeStorageJson('session', storageKeys.createDraft, draft);
  }, [draft]);
  return [draft, setDraft] as const;
}
