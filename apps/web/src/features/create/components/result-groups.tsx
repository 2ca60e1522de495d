import { CREATE_GROUP_TITLES } from '@brandwright/contracts';
import { Accordion, Badge, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

import type { ToolPill } from '../../../lib/tool-workspace.tsx';
import type { GroupState } from '../hooks/use-create-search.ts';
import { GroupResults } from './group-results.tsx';

function groupTitle(state: GroupState): string {
  return state.status === 'done' ? state.group.title : CREATE_GROUP_TITLES[state.method];
}

/**
 * The results as accordions, one per group, all collapsed at first (spec 001 section 2). A group shows
 * its own loader until its call answers, so groups appear as each method finishes.
 */
export function ResultGroups({
  groups,
  projectId,
  brandNames,
  onAddPill,
  onSaveBrand,
}: {
  groups: readonly GroupState[];
  projectId: string | null;
  brandNames: readonly string[];
  onAddPill: (pill: ToolPill) => void;
  onSaveBrand: (name: string) => void;
}) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion
      multiple
      value={open}
      onChange={setOpen}
      variant="separated"
      radius="md"
      chevronPosition="right"
    >
      {groups.map((state) => (
        <Accordion.Item key={state.method} value={state.method}>
          <Accordion.Control disabled={state.status === 'loading'} aria-busy={state.status === 'loading'}>
            <Group gap="sm" wrap="nowrap">
              <Text fw={700} c="ink.9">
                {groupTitle(state)}
              </Text>
              {state.status === 'loading' ? (
                <>
                  <Loader size="xs" color="ink" aria-hidden="true" />
                  <VisuallyHidden>loading</VisuallyHidden>
                </>
              ) : null}
              {state.status === 'done' ? (
                <Badge variant="light" color="ink" size="sm">
                  {state.group.words.length} {state.group.words.length === 1 ? 'name' : 'names'}
                </Badge>
              ) : null}
              {state.status === 'failed' ? (
                <Badge variant="outline" color="red.9" size="sm">
                  failed
                </Badge>
              ) : null}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {state.status === 'done' ? (
              <GroupResults
                group={state.group}
                projectId={projectId}
                isOpen={open.includes(state.method)}
                brandNames={brandNames}
                onAddPill={onAddPill}
                onSaveBrand={onSaveBrand}
              />
            ) : state.status === 'failed' ? (
              <Text c="dimmed">This group could not be made. Please try your search again.</Text>
            ) : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
