import { CREATE_RESULTS_PER_PAGE, emptyGroupMessage, type CreateGroup } from '@brandwright/contracts';
import { Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';

import { sameName, type ToolPill } from '../../../lib/tool-workspace.tsx';
import { useCandidateDetails } from '../api/get-candidate-details.ts';
import { CandidateItem } from './candidate-item.tsx';

/**
 * One group's names, 24 a page (spec 001 section 9). The page on screen gets its dictionary, trademark
 * and `.com` marks in one call, asked only while the group is open.
 */
export function GroupResults({
  group,
  projectId,
  isOpen,
  brandNames,
  onAddPill,
  onSaveBrand,
}: {
  group: CreateGroup;
  projectId: string | null;
  isOpen: boolean;
  brandNames: readonly string[];
  onAddPill: (pill: ToolPill) => void;
  onSaveBrand: (name: string) => void;
}) {
  const [page, setPage] = useState(1);
  const total = Math.ceil(group.words.length / CREATE_RESULTS_PER_PAGE);
  const names = useMemo(
    () => group.words.slice((page - 1) * CREATE_RESULTS_PER_PAGE, page * CREATE_RESULTS_PER_PAGE),
    [group.words, page],
  );
  const details = useCandidateDetails(names, projectId, isOpen);
  const byName = new Map((details.data ?? []).map((entry) => [entry.name.toLowerCase(), entry]));

  if (group.words.length === 0) {
    return <Text c="dimmed">{group.empty_message ?? emptyGroupMessage(group.method)}</Text>;
  }

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="xs"
        verticalSpacing={6}
        component="ul"
        aria-label={`${group.title}, page ${page} of ${total}`}
        className="bw-candidate-list"
      >
        {names.map((name, index) => (
          <li key={`${name}-${index}`}>
            <CandidateItem
              id={`candidate:${group.method}:${(page - 1) * CREATE_RESULTS_PER_PAGE + index}`}
              name={name}
              details={byName.get(name.toLowerCase())}
              isChecking={details.isFetching}
              isInBrandBank={brandNames.some((brand) => sameName(brand, name))}
              canSave={projectId !== null}
              onAdd={() => onAddPill({ value: name, colour: 'green' })}
              onSave={() => onSaveBrand(name)}
            />
          </li>
        ))}
      </SimpleGrid>
      {total > 1 ? (
        <nav aria-label={`${group.title} pages`}>
          <Pagination
            total={total}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
            })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
