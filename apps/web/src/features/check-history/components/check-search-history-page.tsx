import type { CheckHistoryItem } from '@brandwright/contracts';
import {
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { openCheckReport } from '../../../lib/tool-check-report.ts';
import { useCheckHistory } from '../api/get-check-history.ts';

export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

/** Check Search History (spec 002 section 2): request date, keyword and 'View Report' for each search. */
export function CheckSearchHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useCheckHistory(page);
  const navigate = useNavigate();
  const items = history.data?.data ?? [];
  // The server decides its page size; a first page shorter than the total tells it.
  const [pageSize, setPageSize] = useState<number | null>(null);
  const firstPageLength = page === 1 && history.data ? history.data.data.length : null;
  const total = history.data?.totalRecords ?? 0;
  useEffect(() => {
    if (firstPageLength !== null && firstPageLength > 0 && firstPageLength < total)
      setPageSize(firstPageLength);
  }, [firstPageLength, total]);
  const pages = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;

  const view = (item: CheckHistoryItem) => {
    openCheckReport({ token: item.search_token, keyword: item.keyword });
    void navigate(paths.brandChecker.getHref(item.search_token));
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            Check Search History
          </Title>
          <Text c="dimmed">
            Every name you checked, newest first. Open a report to see its results again.
          </Text>
        </div>
        {history.isPending ? <PageLoader label="Loading your past checks" /> : null}
        {history.isError ? (
          <ErrorAlert title="We could not load your past checks">{errorMessage(history.error)}</ErrorAlert>
        ) : null}
        {history.data && history.data.totalRecords === 0 && items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={600} c="ink.9">
              You have not checked a name yet.
            </Text>
            <Text c="dimmed" mb="md">
              Check a name in the Brand Checker and its report will be kept here.
            </Text>
            <Button component={Link} to={paths.brandChecker.getHref()} color="ink.9">
              Open the Brand Checker
            </Button>
          </Paper>
        ) : null}
        {items.length > 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing="sm" aria-label="Your past checks" className="bw-stack-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Request Date</Table.Th>
                    <Table.Th>Keyword</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Report</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.search_token}>
                      <Table.Td data-label="Request Date">{formatRequestDate(item.request_date)}</Table.Td>
                      <Table.Td data-label="Keyword">
                        <Group gap="xs">
                          <Text fw={600} size="sm">
                            {item.keyword}
                          </Text>
                          {item.complete ? null : (
                            <Badge color="gray.7" tt="none" size="sm">
                              Still running
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          color="ink.9"
                          onClick={() => view(item)}
                          aria-label={`View Report for ${item.keyword}, ${formatRequestDate(item.request_date)}`}
                        >
                          View Report
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <nav aria-label="Past checks pages">
                <Pagination
                  mt="sm"
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
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
