import {
  CREATE_GROUP_TITLES,
  emptyGroupMessage,
  type CreateCandidate,
  type CreateGroup,
  type CreateMethod,
} from '@brandwright/contracts';

/** What `create_searches.groups` holds per method code. */
export interface StoredGroup {
  candidates: CreateCandidate[];
}

/** A method's group as the results show it: titled, and with the spec's text when it is empty. */
export function presentCreateGroup(method: CreateMethod, stored: StoredGroup): CreateGroup {
  const words = stored.candidates.map((candidate) => candidate.name);
  return {
    method,
    title: CREATE_GROUP_TITLES[method],
    words,
    candidates: stored.candidates,
    empty_message: words.length === 0 ? emptyGroupMessage(method) : null,
  };
}
