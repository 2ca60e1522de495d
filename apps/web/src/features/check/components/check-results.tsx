import {
  CHECK_DOMAIN_PAGE_SIZE,
  checkDomainRecordSchema,
  euTrademarkRecordSchema,
  socialRecordSchema,
  socialUserRecordSchema,
  ukTrademarkRecordSchema,
  usTrademarkRecordSchema,
  webRecordSchema,
} from '@brandwright/contracts';
import { Alert, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { CheckResult } from '../api/get-check-result.ts';
import { BestHandles } from './best-handles.tsx';
import { MentionSources } from './mention-sources.tsx';
import { PagedSection } from './paged-section.tsx';
import {
  domainColumns,
  euColumns,
  socialColumns,
  socialUserColumns,
  ukColumns,
  usColumns,
  webColumns,
} from './result-columns.tsx';

type TabKey = 'uk' | 'eu' | 'us' | 'social' | 'domains' | 'web';

const tabLabels: Record<TabKey, string> = {
  uk: 'UK Trademarks',
  eu: 'EU Trademarks',
  us: 'US Trademarks',
  social: 'Social Media',
  domains: 'Domains',
  web: 'Web',
};

/** Spec 2: a tab for each search that was chosen, in this order. */
export function chosenTabs(result: CheckResult): TabKey[] {
  const tabs: TabKey[] = [];
  if (result.unitedkingdomTrademarkSearch) tabs.push('uk');
  if (result.europeTrademarkSearch) tabs.push('eu');
  if (result.unitedstatesTrademarkSearch) tabs.push('us');
  if (result.social_search || result.social_user_search) tabs.push('social');
  if (result.domain_search) tabs.push('domains');
  if (result.web_search) tabs.push('web');
  return tabs;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The results tabs of one search (spec 002 section 2). */
export function CheckResults({ result, token }: { result: CheckResult; token: string }) {
  const tabs = chosenTabs(result);
  const [tab, setTab] = useState<string | null>(tabs[0] ?? null);
  const active = tab !== null && tabs.includes(tab as TabKey) ? tab : (tabs[0] ?? null);
  const isComplete = result.complete;
  const showQuery = result.names.length > 1;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="check-results-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={22} c="ink.9" id="check-results-title">
            Results for “{result.keyword}”
          </Title>
          {result.demo ? (
            <Badge color="grape.9" size="lg" tt="none">
              Demo data
            </Badge>
          ) : null}
        </Group>
        {result.demo ? (
          <Alert color="grape" variant="light" title="Demo data">
            These results come from Brandwright’s demo sources, not from the real registers and registries.
          </Alert>
        ) : null}
        {result.trademark_cat.length > 0 ? (
          <Text size="sm" c="dimmed">
            Trademark classes: {result.trademark_cat.join(', ')}
          </Text>
        ) : null}
        <Tabs value={active} onChange={setTab} keepMounted={false} color="ink.9">
          <Tabs.List>
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {tabLabels[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="uk" pt="md">
            {result.unitedkingdomTrademarkSearch ? (
              <PagedSection
                table="uk"
                token={token}
                title="UK Trademarks"
                section={result.unitedkingdomTrademarkSearch}
                schema={ukTrademarkRecordSchema}
                columns={ukColumns(showQuery)}
                rowKey={(row, index) => `${row.application_number}:${row.query}:${index}`}
                emptyText="No UK Trademarks found."
                footer={(total) => plural(total, 'UK Trademark Found', 'UK Trademarks Found')}
                isComplete={isComplete}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="eu" pt="md">
            {result.europeTrademarkSearch ? (
              <PagedSection
                table="eu"
                token={token}
                title="EU Trademarks"
                section={result.europeTrademarkSearch}
                schema={euTrademarkRecordSchema}
                columns={euColumns(showQuery)}
                rowKey={(row, index) => `${row.application_number}:${row.query}:${index}`}
                emptyText="No EU Trademarks found."
                footer={(total) => plural(total, 'EU Trademark Found', 'EU Trademarks Found')}
                isComplete={isComplete}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="us" pt="md">
            {result.unitedstatesTrademarkSearch ? (
              <PagedSection
                table="us"
                token={token}
                title="US Trademarks"
                section={result.unitedstatesTrademarkSearch}
                schema={usTrademarkRecordSchema}
                columns={usColumns(showQuery)}
                rowKey={(row, index) => `${row.trademark_id}:${row.query}:${index}`}
                emptyText="No US Trademarks found."
                footer={(total) => plural(total, 'US Trademark Found', 'US Trademarks Found')}
                isComplete={isComplete}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="social" pt="md">
            <Stack gap="lg">
              {result.social_search ? <MentionSources sources={result.social_search.sources ?? []} /> : null}
              {result.social_search ? (
                <PagedSection
                  table="social"
                  token={token}
                  title="Social Media"
                  section={result.social_search}
                  schema={socialRecordSchema}
                  columns={socialColumns}
                  rowKey={(row, index) => `${row.url}:${index}`}
                  emptyText="No Social Media results found."
                  footer={(total) => plural(total, 'Social Media Result Found', 'Social Media Results Found')}
                  isComplete={isComplete}
                />
              ) : null}
              {result.social_user_search ? (
                <BestHandles suggestions={result.social_user_search.best_handles ?? []} />
              ) : null}
              {result.social_user_search ? (
                <PagedSection
                  table="social_users"
                  token={token}
                  title="Social Media Handles"
                  section={result.social_user_search}
                  schema={socialUserRecordSchema}
                  columns={socialUserColumns}
                  rowKey={(row, index) => `${row.network}:${row.handle}:${index}`}
                  emptyText="No Social Media handles found."
                  footer={(total) =>
                    plural(total, 'Social Media Handle Checked', 'Social Media Handles Checked')
                  }
                  isComplete={isComplete}
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="domains" pt="md">
            {result.domain_search ? (
              <PagedSection
                table="domains"
                token={token}
                title="Domains"
                section={result.domain_search}
                schema={checkDomainRecordSchema}
                columns={domainColumns}
                rowKey={(row) => row.name}
                emptyText="No Domain results found."
                footer={(total) => plural(total, 'Domain Found', 'Domains Found')}
                isComplete={isComplete}
                pageSize={CHECK_DOMAIN_PAGE_SIZE}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="web" pt="md">
            {result.web_search ? (
              <Stack gap="xs">
                <PagedSection
                  table="web"
                  token={token}
                  title="Web"
                  section={result.web_search}
                  schema={webRecordSchema}
                  columns={webColumns}
                  rowKey={(row) => row.id}
                  emptyText="No Web results found."
                  footer={(total) => plural(total, 'Web Result Found', 'Web Results Found')}
                  isComplete={isComplete}
                />
                {result.web_search.total_hits > 0 ? (
                  <Text fw={600} c="ink.9">
                    {result.web_search.total_hits} Organic Google hits on the web
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
