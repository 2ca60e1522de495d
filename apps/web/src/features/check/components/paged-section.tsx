import { CHECK_PAGE_SIZE, type CheckSourceState } from '@brandwright/contracts';
import {
  Alert,
  Box,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';

import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckPage, type PagedTable } from '../api/paginate-check.ts';

export interface ResultColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface ResultSectionData<T> {
  results: T[];
  state: CheckSourceState;
  reason: string | null;
  total: number;
}

/** Spec 2: result tables scroll at 500 px. */
const TABLE_HEIGHT = 500;

/**
 * One result table of a search (spec 002 section 2): its first page from the result call, later pages
 * from the paginate call, a footer with the count, and the source's state in words when it has no
 * rows. A source that could not answer never shows the empty text, which would read as "clear".
 */
export function PagedSection<T>({
  table,
  token,
  title,
  section,
  schema,
  columns,
  rowKey,
  emptyText,
  footer,
  isComplete,
  pageSize = CHECK_PAGE_SIZE,
}: {
  table: PagedTable;
  token: string;
  /** e.g. 'UK Trademarks': names the table and the messages. */
  title: string;
  section: ResultSectionData<T>;
  schema: z.ZodType<T>;
  columns: ResultColumn<T>[];
  rowKey: (row: T, index: number) => string;
  emptyText: string;
  footer: (total: number) => ReactNode;
  isComplete: boolean;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const later = useCheckPage(table, token, page, { enabled: page > 1, isComplete });
  const laterRows =
    later.data?.results.flatMap((row) => {
      const parsed = schema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    }) ?? [];
  const rows = page === 1 ? section.results.slice(0, pageSize) : laterRows;
  const total = page > 1 && later.data ? Math.max(later.data.totalRecords, section.total) : section.total;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const isRunning = section.state === 'queued' || section.state === 'running';
  const reason = section.reason?.trim();

  return (
    <Stack gap="sm">
      {section.state === 'unknown' ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={`The ${title} search could not be completed`}
        >
          {reason || 'The source did not answer.'} This is not a clear result: names may be registered that
          are not listed here.
        </Alert>
      ) : null}
      {section.state === 'not_checked' ? (
        <Alert color="gray" variant="light" title={`${title}: not checked`}>
          {reason || 'This check is not available yet.'}
        </Alert>
      ) : null}
      {rows.length === 0 && page === 1 ? (
        isRunning ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text c="dimmed">Still searching {title}…</Text>
          </Group>
        ) : section.state === 'done' ? (
          <Text c="ink.9" fw={600}>
            {emptyText}
          </Text>
        ) : null
      ) : (
        <Box pos="relative">
          {later.isError && page > 1 ? (
            <Text c="red.8" role="alert">
              {errorMessage(later.error)}
            </Text>
          ) : null}
          {later.isPending && page > 1 ? (
            <Center py="md" role="status">
              <Loader size="sm" aria-hidden="true" />
              <VisuallyHidden>Loading page {page}</VisuallyHidden>
            </Center>
          ) : (
            // A scrolling region people using the keyboard can focus and scroll (axe: scrollable-region-focusable).
            <Box
              role="region"
              aria-label={`${title} table`}
              tabIndex={0}
              style={{ maxHeight: TABLE_HEIGHT, overflow: 'auto' }}
            >
              <Table
                striped
                highlightOnHover
                stickyHeader
                verticalSpacing="xs"
                aria-label={`${title}, page ${page} of ${pages}`}
                className="bw-stack-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.header}>{column.header}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={rowKey(row, index)}>
                      {columns.map((column) => (
                        <Table.Td key={column.header} data-label={column.header}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
        </Box>
      )}
      {rows.length > 0 || total > 0 || section.state === 'done' ? (
        <Group justify="space-between" gap="sm">
          <Text fw={700} c="ink.9">
            {footer(total)}
          </Text>
          {pages > 1 ? (
            <nav aria-label={`${title} pages`}>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                color="ink.9"
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
                })}
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
