import { createMessages, MAX_CREATE_KEYWORD_LENGTH, type CreateMethod } from '@brandwright/contracts';

export type CreateField = 'projectName' | 'projectDescription' | 'searchWords' | 'methods';

export interface CreateFormValues {
  projectName: string;
  projectDescription: string;
  keyword: string;
  methods: readonly CreateMethod[];
}

export interface CreateFormError {
  field: CreateField;
  message: string;
}

/** Spec 001 section 5: the checks run in this order and stop at the first that fails. */
export function validateCreateSearch(values: CreateFormValues): CreateFormError | null {
  if (values.projectName.trim() === '')
    return { field: 'projectName', message: createMessages.projectNameRequired };
  if (values.projectDescription.trim() === '')
    return { field: 'projectDescription', message: createMessages.projectDescriptionRequired };
  const keyword = values.keyword.trim();
  if (keyword === '') return { field: 'searchWords', message: createMessages.searchWordRequired };
  if (keyword.length > MAX_CREATE_KEYWORD_LENGTH)
    return { field: 'searchWords', message: createMessages.keywordTooLong };
  if (values.methods.length === 0) return { field: 'methods', message: createMessages.searchTermRequired };
  return null;
}

/**
 * Spec 001 section 5: the name and description errors clear once non-blank text is typed, the search
 * word error once a word exists (and the search term error once an option is ticked).
 */
export function isErrorResolved(error: CreateFormError, values: CreateFormValues): boolean {
  switch (error.field) {
    case 'projectName':
      return values.projectName.trim() !== '';
    case 'projectDescription':
      return values.projectDescription.trim() !== '';
    case 'searchWords':
      return values.keyword.trim() !== '' && values.keyword.trim().length <= MAX_CREATE_KEYWORD_LENGTH;
    case 'methods':
      return values.methods.length > 0;
  }
}

/** Spec 001 section 4: Word Combi needs more than one space-separated word. */
export function allowsWordCombi(keyword: string): boolean {
  return keyword.trim().split(/\s+/).filter(Boolean).length > 1;
}
